/**
 * The deterministic demo data, written into an empty database on first start: category tree,
 * catalogue (SEED_BOOKS books), tabs and collections, announcements, the demo members with their
 * selections, saved filters and orders (with their files), and the banner text.
 *
 * Every book is generated from its own PRNG stream (seeded by its id), so book N is the same
 * whatever SEED_BOOKS is; dates are relative to the day of seeding.
 */
import type { Db } from './index.ts';
import { noticeSearchText } from '../notice-text.ts';
import { getSetting, setSetting } from './index.ts';
import { hashInt, Rng } from './prng.ts';
import {
  ADJECTIVES,
  BINDINGS,
  CATEGORY_TREE,
  CHAPTER_WORDS,
  COUNTER_SIGNATURES,
  ENGLISH_PUBLISHERS,
  FOREIGN_FIRST_NAMES,
  FOREIGN_LAST_NAMES,
  GENERAL_KEYWORDS,
  KOREAN_PUBLISHERS,
  KOREAN_SURNAMES,
  KDC_OF_SUB,
  KOREAN_SYLLABLES,
  MAGAZINE_PUBLISHERS,
  NOTES,
  NOTICE_TOPICS,
  NOUNS,
  REVIEWERS,
  SERIES_NAMES,
  SIZES,
  type LargeCategory,
  type MediumCategory,
  type Pair,
  type SubCategory,
} from './seed-data.ts';
import { hashPasswordSync } from '../auth/passwords.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { createMember, institutionOf, updateMemberInstitution } from '../members.ts';
import {
  buildOrderFile,
  openOrder,
  storeOrderFile,
  transition,
  type OrderRow,
  type OrderStatus,
} from '../orders.ts';
import { nameKey } from '../../src/rules/names.ts';
import { emailKey, localDate } from '../lib/util.ts';
import { seedDemoFunds } from '../funds.ts';
import { readerGroupSql } from '../catalogue.ts';
import { DEMO_SUPPLIER, setSupplier } from '../supplier.ts';

export interface SeedOptions {
  books: number;
  /**
   * The demo members (published passwords) with their selections, saved filters and orders. Only
   * with an explicit setting outside production; without it the catalogue alone is seeded.
   */
  demoAccounts?: boolean;
  now?: Date;
  log?: (message: string) => void;
}

export { DEMO_ACCOUNTS };

// Read before the member's name ("…, 김도서"), so it ends as an address does.
const INITIAL_BANNER_TEXT = '오늘도 좋은 책과 함께해요,';

const DAY = 86_400_000;

/** Whether the database holds any of the demo members (their passwords are published). */
export function hasDemoAccounts(db: Db): boolean {
  const emails = Object.values(DEMO_ACCOUNTS).map((account) => emailKey(account.email));
  return (
    db
      .prepare<string[], { n: number }>(
        `SELECT COUNT(*) AS n FROM members WHERE email_key IN (${emails.map(() => '?').join(', ')})`,
      )
      .get(...emails)?.n !== 0
  );
}

/** Seeds the database when it has never been seeded; answers whether it did. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  if (getSetting(db, 'seeded_at') !== undefined) return false;
  await seed(db, options);
  return true;
}

// ------------------------------------------------------------------ categories

interface Leaf {
  id: number;
  rank: number;
  large: LargeCategory;
  medium: MediumCategory;
  sub: SubCategory;
}

function insertCategories(db: Db): { leaves: Leaf[]; largeIds: Map<string, number> } {
  const insert = db.prepare(
    'INSERT INTO categories (id, parent_id, level, name, position) VALUES (?, ?, ?, ?, ?)',
  );
  const leaves: Leaf[] = [];
  const largeIds = new Map<string, number>();
  let id = 0;
  CATEGORY_TREE.forEach((large, li) => {
    const largeId = ++id;
    largeIds.set(large.key, largeId);
    insert.run(largeId, null, 1, large.name, li);
    large.mediums.forEach((medium, mi) => {
      const mediumId = ++id;
      insert.run(mediumId, largeId, 2, medium.name, mi);
      medium.subs.forEach((sub, si) => {
        const subId = ++id;
        insert.run(subId, mediumId, 3, sub.name, si);
        leaves.push({ id: subId, rank: leaves.length, large, medium, sub });
      });
    });
  });
  return { leaves, largeIds };
}

// ------------------------------------------------------------------ text helpers

/** Whether a Korean word ends in a consonant (decides the particle). */
function hasBatchim(word: string): boolean {
  const code = word.charCodeAt(word.length - 1);
  if (code < 0xac00 || code > 0xd7a3) return false;
  return (code - 0xac00) % 28 !== 0;
}
const eunNeun = (w: string) => w + (hasBatchim(w) ? '은' : '는');
const eulReul = (w: string) => w + (hasBatchim(w) ? '을' : '를');
const gwaWa = (w: string) => w + (hasBatchim(w) ? '과' : '와');
function euroRo(w: string): string {
  const code = w.charCodeAt(w.length - 1);
  const rieul = code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 === 8;
  return w + (hasBatchim(w) && !rieul ? '으로' : '로');
}

function isbn13(prefix: string, body: number, bodyDigits: number): string {
  const digits = prefix + String(body).padStart(bodyDigits, '0');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return digits + String((10 - (sum % 10)) % 10);
}

function issn(body: number): string {
  const digits = String(body % 10_000_000).padStart(7, '0');
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(digits[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 11;
  return `${digits.slice(0, 4)}-${digits.slice(4)}${check === 10 ? 'X' : String(check)}`;
}

interface Person {
  ko: string;
  en: string;
}

function koreanName(rng: Rng): Person {
  const surname = rng.pick(KOREAN_SURNAMES);
  const a = rng.pick(KOREAN_SYLLABLES);
  const b = rng.pick(KOREAN_SYLLABLES);
  const given = a[1] + b[1];
  return {
    ko: surname[0] + a[0] + b[0],
    en: `${surname[1]} ${given[0]?.toUpperCase()}${given.slice(1)}`,
  };
}

function foreignName(rng: Rng): Person {
  const first = rng.pick(FOREIGN_FIRST_NAMES);
  const last = rng.pick(FOREIGN_LAST_NAMES);
  return { ko: `${first[0]} ${last[0]}`, en: `${first[1]} ${last[1]}` };
}

type Template = (t: Pair, a: Pair, n1: Pair, n2: Pair) => Pair;

const FICTION_TITLES: Template[] = [
  (_t, a, n1) => [`${a[0]} ${n1[0]}`, `The ${a[1]} ${n1[1]}`],
  (_t, _a, n1, n2) => [`${n1[0]}의 ${n2[0]}`, `The ${n2[1]} of the ${n1[1]}`],
  (t, _a, n1) => [`${gwaWa(t[0])} ${n1[0]}`, `${t[1]} and the ${n1[1]}`],
  (_t, _a, n1) => [`${eulReul(n1[0])} 기다리며`, `Waiting for the ${n1[1]}`],
  (t, a) => [`${a[0]} ${t[0]}`, `${a[1]} ${t[1]}`],
  (_t, a, n1, n2) => [`${a[0]} ${n1[0]}, ${n2[0]}`, `${a[1]} ${n1[1]}, ${n2[1]}`],
];

const NONFICTION_TITLES: Template[] = [
  (t) => [`${t[0]} 입문`, `Introduction to ${t[1]}`],
  (t) => [`${t[0]}의 역사`, `A History of ${t[1]}`],
  (t) => [`처음 만나는 ${t[0]}`, `${t[1]} for Beginners`],
  (t) => [`한 권으로 읽는 ${t[0]}`, `${t[1]} in One Volume`],
  (t) => [`${t[0]} 수업`, `Lessons in ${t[1]}`],
  (t) => [`${eunNeun(t[0])} 어떻게 세상을 바꾸었나`, `How ${t[1]} Changed the World`],
  (t) => [`생각하는 ${t[0]}`, `Thinking about ${t[1]}`],
  (t) => [`${t[0]} 교과서`, `The ${t[1]} Textbook`],
  (t, a) => [`${a[0]} ${t[0]}`, `${a[1]} ${t[1]}`],
  (t, _a, n1) => [`${euroRo(t[0])} 읽는 ${n1[0]}`, `Reading the ${n1[1]} through ${t[1]}`],
  (t) => [`${t[0]} 워크북`, `The ${t[1]} Workbook`],
];

const PICTURE_BOOK_TITLES: Template[] = [
  (t) => [`${gwaWa(t[0])} 나`, `${t[1]} and Me`],
  (t) => [`안녕, ${t[0]}`, `Hello, ${t[1]}`],
  (t, a) => [`${a[0]} ${t[0]}`, `The ${a[1]} ${t[1]}`],
  (t, _a, n1) => [
    `${t[0]}${hasBatchim(t[0]) ? '이' : '가'} 사는 ${n1[0]}`,
    `The ${n1[1]} Where ${t[1]} Lives`,
  ],
];

const QUOTES_KO = [
  '책은 가장 조용하고 변함없는 벗이다.',
  '질문하는 법을 배우는 것이 곧 배움의 시작이다.',
  '오늘 읽은 한 문장이 내일의 나를 바꾼다.',
  '우리는 이야기를 통해 서로를 이해한다.',
  '작은 호기심이 큰 발견으로 이어진다.',
  '길을 잃어 본 사람만이 새로운 길을 찾는다.',
];
const QUOTES_EN = [
  'A reader lives a thousand lives before he dies.',
  'Curiosity is the engine of every discovery.',
  'We read to know we are not alone.',
  'The best questions are the ones we keep asking.',
];
const REVIEW_PHRASES = [
  '아이들과 함께 읽으며 이야기를 나누기에 더없이 좋은 책',
  '어려운 주제를 이렇게 쉽게 풀어낸 책은 드물다',
  '한 번 펼치면 끝까지 읽게 되는 흡입력',
  '도서관 서가에 꼭 갖춰 두어야 할 책',
  '깊이와 재미를 모두 잡은 수작',
];
const DESCRIPTION_EXTRAS = [
  '학교와 도서관에서 함께 읽기 좋은 책으로, 토론 주제와 활동 자료를 담았다.',
  '각 장 끝에는 생각해 볼 질문이 있어 수업 자료로도 쓸 수 있다.',
  '풍부한 도판과 자료가 이해를 돕는다.',
  '출간 이후 꾸준히 독자들의 사랑을 받아 온 스테디셀러다.',
  '쉬운 문장과 친절한 설명으로 처음 읽는 독자도 부담 없이 따라갈 수 있다.',
  '최신 연구와 자료를 반영해 내용을 새롭게 다듬었다.',
];
const CITIES = ['서울', '부산', '대구', '광주', '전주', '강릉', '제주', '런던', '보스턴', '시드니'];

// ------------------------------------------------------------------ books

type Origin = 'ko' | 'translated' | 'english';

interface BookSummary {
  id: number;
  largeKey: LargeCategory['key'];
  mediumName: string;
  origin: Origin;
  magazine: boolean;
  daysAgo: number;
  popularity: number;
  onSale: boolean;
  released: boolean;
  title: string;
}

function originFor(rng: Rng, large: LargeCategory, medium: MediumCategory): Origin {
  if (medium.name === '잡지' || medium.name === '사전·참고서') return 'ko';
  const weights: Record<LargeCategory['key'], [number, number, number]> = {
    literature: [55, 30, 15],
    humanities: [60, 25, 15],
    science: [60, 25, 15],
    children: [70, 25, 5],
    arts: [65, 20, 15],
    languages: [70, 0, 30],
  };
  const [ko, translated, english] = weights[large.key];
  return rng.weighted<Origin>([
    ['ko', ko],
    ['translated', translated],
    ['english', english],
  ]);
}

function roundPrice(rng: Rng, raw: number): number {
  const unit = rng.chance(0.8) ? 500 : 100;
  return Math.max(unit, Math.round(raw / unit) * unit);
}

function insertBooks(db: Db, count: number, leaves: Leaf[], now: Date): BookSummary[] {
  const insertBook = db.prepare(`INSERT INTO books (
      id, title, title_original, isbn, release_status, author_k, author_r, foreign_author_k,
      foreign_author_r, translator_k, translator_r, other_authors_k, other_authors_r,
      counter_signature, series, publisher, published_at, price, is_sale, page_count, binding,
      specifies, language, magazine_type, keywords, note, description, book_index, citation,
      review, author_introduction, category_id, category_rank, authors_text, keywords_text,
      list_price, additional_code, kdc
    ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
              ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertFts = db.prepare('INSERT INTO books_fts (rowid, text) VALUES (?, ?)');
  const largeWeights = CATEGORY_TREE.map((large) => [large, large.weight] as const);
  const leafOf = new Map(leaves.map((leaf) => [leaf.sub, leaf]));
  const summaries: BookSummary[] = [];

  for (let id = 1; id <= count; id++) {
    const rng = new Rng(hashInt(id, 0x5eed));
    const large = rng.weighted(largeWeights);
    const medium = rng.pick(large.mediums);
    const sub = rng.pick(medium.subs);
    const leaf = leafOf.get(sub);
    if (!leaf) throw new Error('category leaf missing');
    const magazine = medium.name === '잡지';
    const origin = originFor(rng, large, medium);
    const topic = rng.pick(sub.topics);
    const adjective = rng.pick(ADJECTIVES);
    const n1 = rng.pick(NOUNS);
    const n2 = rng.pick(NOUNS.filter((n) => n !== n1));

    // Publication date: many recent books, a long tail of older ones.
    const daysAgo = magazine
      ? rng.int(0, 3 * 365)
      : rng.weighted([
          [rng.int(0, 89), 12],
          [rng.int(90, 365), 20],
          [rng.int(366, 15 * 365), 68],
        ]);
    const published = new Date(now.getTime() - daysAgo * DAY);
    const publishedAt = localDate(published);

    let titlePair: Pair;
    if (magazine) {
      const year = published.getFullYear();
      const month = published.getMonth() + 1;
      titlePair = [
        `월간 ${topic[0]} ${year}년 ${month}월호`,
        `${topic[1]} Monthly, ${year}-${month}`,
      ];
    } else {
      const templates =
        medium.name === '그림책'
          ? PICTURE_BOOK_TITLES
          : large.fiction
            ? FICTION_TITLES
            : NONFICTION_TITLES;
      titlePair = rng.pick(templates)(topic, adjective, n1, n2);
      if (rng.chance(0.06)) {
        const volume = rng.int(1, 3);
        titlePair = [`${titlePair[0]} ${volume}`, `${titlePair[1]} ${volume}`];
      }
    }
    const title = origin === 'english' ? titlePair[1] : titlePair[0];
    const titleOriginal = origin === 'translated' ? titlePair[1] : null;

    const author = origin === 'ko' ? koreanName(rng) : foreignName(rng);
    const translator = origin === 'translated' ? koreanName(rng) : null;
    const others: Person[] = rng.chance(0.2)
      ? Array.from({ length: rng.int(1, 2) }, () =>
          origin === 'ko' ? koreanName(rng) : foreignName(rng),
        )
      : [];
    const publisher = magazine
      ? rng.pick(MAGAZINE_PUBLISHERS)
      : origin === 'english'
        ? rng.pick(ENGLISH_PUBLISHERS)
        : rng.pick(KOREAN_PUBLISHERS);

    const isbn = magazine
      ? issn(((id * 7919) % 9_000_000) + 1_000_000)
      : origin === 'english'
        ? isbn13('9780', (id * 104_729) % 100_000_000, 8)
        : isbn13('97911', (id * 7919) % 10_000_000, 7);

    const releaseStatus = rng.weighted<string | null>([
      ['RELEASE', 80],
      ['OUTOFSTOCK', 6],
      ['OUTOFPRINT', 6],
      ['USED', 4],
      ['ETC', 3.5],
      [null, 0.5],
    ]);
    const isSale = releaseStatus === 'OUTOFPRINT' ? rng.chance(0.2) : !rng.chance(0.05);

    const pages = magazine
      ? rng.int(80, 180)
      : medium.name === '그림책'
        ? rng.int(32, 64)
        : rng.int(120, 820);
    const price = magazine
      ? rng.int(9, 18) * 1000
      : origin === 'english'
        ? roundPrice(rng, 15_000 + pages * 40)
        : roundPrice(rng, 7_000 + pages * 28 + rng.int(0, 6000));
    const binding = medium.name === '그림책' ? '양장' : magazine ? '무선' : rng.weighted(BINDINGS);
    const specifies = rng.chance(0.95) ? `${rng.pick(SIZES)}, ${binding}` : null;

    const keywords = [
      ...new Set([
        topic[0],
        ...rng.sample(
          sub.topics.map((t) => t[0]),
          rng.int(0, 2),
        ),
        ...rng.sample(GENERAL_KEYWORDS, rng.int(1, 2)),
        origin === 'english' ? 'English' : sub.name,
      ]),
    ];

    const authorDisplay = author.ko;
    const description =
      origin === 'english'
        ? [
            `${title} explores ${topic[1].toLowerCase()} with clarity and warmth.`,
            `${author.en} draws on years of work in the field to guide readers from first questions to deeper understanding.`,
            rng.chance(0.5)
              ? 'Each chapter ends with questions for discussion, making it a favourite of school libraries.'
              : '',
          ]
            .filter(Boolean)
            .join(' ')
        : [
            `『${title}』${hasBatchim(title) ? '은' : '는'} ${eulReul(topic[0])} ${rng.pick(['새로운 시각으로', '쉽고 친절하게', '깊이 있게', '생생한 사례로'])} 풀어낸 책이다.`,
            `${eunNeun(authorDisplay)} ${eulReul(rng.pick(['오랜 연구', '현장 경험', '따뜻한 시선', '날카로운 통찰']))} 바탕으로 ${rng.pick(['핵심을 짚는다', '이야기를 펼친다', '독자와 대화한다'])}.`,
            ...rng.sample(DESCRIPTION_EXTRAS, rng.int(0, 2)),
          ].join(' ');
    const chapters = rng.int(5, 11);
    const bookIndex = Array.from({ length: chapters }, (_, i) =>
      origin === 'english'
        ? `Chapter ${i + 1}. ${rng.pick(NOUNS)[1]} and ${rng.pick(sub.topics)[1]}`
        : `${i + 1}장 ${rng.pick(CHAPTER_WORDS)}`,
    ).join('\n');
    const citation = rng.chance(0.6)
      ? `“${rng.pick(origin === 'english' ? QUOTES_EN : QUOTES_KO)}”`
      : '';
    const review = rng.chance(0.5) ? `“${rng.pick(REVIEW_PHRASES)}” — ${rng.pick(REVIEWERS)}` : '';
    const authorIntroduction = rng.chance(0.7)
      ? `${authorDisplay}(${author.en}) ${1950 + rng.int(0, 45)}년 ${rng.pick(CITIES)}에서 태어났다. ${sub.name} 분야에서 ${rng.int(2, 20)}권의 책을 썼다.`
      : '';
    const counterSignature = rng.chance(0.15) ? [rng.pick(COUNTER_SIGNATURES)] : [];
    const series =
      !magazine && rng.chance(0.12) ? `${rng.pick(SERIES_NAMES)} ${rng.int(1, 60)}` : null;
    const note = rng.chance(0.1) ? rng.pick(NOTES) : null;
    const language = origin === 'english' ? 'English' : '한국어';

    const names = [author, ...(translator ? [translator] : []), ...others];
    const authorsText = names
      .flatMap((p) => [p.ko, p.en])
      .join('|')
      .toLowerCase();
    const keywordsText = keywords.join('|').toLowerCase();

    const codes = bookCodes(id, { sub, medium, large, origin, magazine, price });
    insertBook.run(
      id,
      title,
      titleOriginal,
      isbn,
      releaseStatus,
      authorDisplay,
      author.en,
      origin === 'ko' ? null : author.ko,
      origin === 'ko' ? null : author.en,
      translator?.ko ?? null,
      translator?.en ?? null,
      JSON.stringify(others.map((p) => p.ko)),
      JSON.stringify(others.map((p) => p.en)),
      JSON.stringify(counterSignature),
      series,
      publisher,
      publishedAt,
      price,
      isSale ? 1 : 0,
      pages,
      binding,
      specifies,
      language,
      magazine ? 'MAGAZINE' : 'BOOK',
      JSON.stringify(keywords),
      note,
      description,
      bookIndex,
      citation,
      review,
      authorIntroduction,
      leaf.id,
      leaf.rank,
      authorsText,
      keywordsText,
      codes.listPrice,
      codes.additionalCode,
      codes.kdc,
    );
    insertFts.run(
      id,
      [title, titleOriginal ?? '', authorsText, publisher, isbn, keywords.join(' ')].join(' '),
    );
    summaries.push({
      id,
      largeKey: large.key,
      mediumName: medium.name,
      origin,
      magazine,
      daysAgo,
      popularity: rng.next(),
      onSale: isSale,
      released: releaseStatus === 'RELEASE',
      title,
    });
  }
  return summaries;
}

/**
 * A book's 정가, 부가기호 and KDC number, from a stream of its own (the other fields stay as they
 * were before these existed). A Korean book mostly has all three, sold 10 % or less below its list
 * price (도서정가제) or at it; a few have neither code. An imported book has a KDC number but no
 * 부가기호 and no Korean list price; a magazine (ISSN) has a list price only.
 */
function bookCodes(
  id: number,
  book: {
    sub: SubCategory;
    medium: MediumCategory;
    large: LargeCategory;
    origin: Origin;
    magazine: boolean;
    price: number;
  },
): { listPrice: number | null; additionalCode: string | null; kdc: string | null } {
  const rng = new Rng(hashInt(id, 0xc0de));
  const { sub, medium, large, origin, magazine, price } = book;
  if (magazine) return { listPrice: price, additionalCode: null, kdc: null };
  const kdc = KDC_OF_SUB[sub.name] ?? null;
  if (origin === 'english') return { listPrice: null, additionalCode: null, kdc };
  // Rounded down to 100 won, so the price is never below 90 % of it.
  const listPrice = rng.chance(0.8) ? Math.floor(price / 0.9 / 100) * 100 : price;
  if (rng.chance(0.05) || kdc === null) return { listPrice, additionalCode: null, kdc: null };
  const readers =
    large.key === 'children'
      ? medium.name === '청소년'
        ? '4'
        : sub.name === '학습만화' && rng.chance(0.3)
          ? '6'
          : '7'
      : medium.name === '외국어' || sub.name === '기초수학'
        ? rng.weighted([
            ['5', 45],
            ['0', 40],
            ['1', 15],
          ])
        : medium.name === '컴퓨터·IT' || medium.name === '공학' || sub.name === '법학'
          ? rng.weighted([
              ['1', 45],
              ['9', 35],
              ['0', 20],
            ])
          : medium.name === '생활·취미'
            ? '1'
            : '0';
  const form =
    medium.name === '사전·참고서'
      ? '1'
      : medium.name === '그림책' || sub.name === '학습만화'
        ? '7'
        : '3';
  // 내용분류: the KDC's class and division, as the ISBN agency's table follows it.
  const content = `${kdc.slice(0, 2)}0`;
  return { listPrice, additionalCode: `${readers}${form}${content}`, kdc };
}

/** The narrow sort and search copy of the catalogue (see migration 002_book_keys.sql). */
function fillBookKeys(db: Db): void {
  db.exec(`INSERT INTO book_keys
    SELECT id, category_id, category_rank, title, author_k, publisher, published_at,
           lower(title || ' ' || coalesce(title_original, '')),
           authors_text,
           lower(publisher),
           keywords_text,
           replace(isbn, '-', ''),
           lower(title || ' ' || coalesce(title_original, '') || ' ' || authors_text || ' ' || publisher
                 || ' ' || isbn || ' ' || keywords_text),
           ${readerGroupSql('additional_code')}
    FROM books`);
}

// ------------------------------------------------------------------ tabs and collections

interface CollectionRule {
  name: string;
  match: (b: BookSummary) => boolean;
  order: (a: BookSummary, b: BookSummary) => number;
  limit?: number;
}

const newestFirst = (a: BookSummary, b: BookSummary) => a.daysAgo - b.daysAgo || a.id - b.id;
const popularFirst = (a: BookSummary, b: BookSummary) => b.popularity - a.popularity || a.id - b.id;
const domestic = (b: BookSummary) => b.origin === 'ko' && !b.magazine && b.largeKey !== 'children';

const TABS: readonly { name: string; collections: CollectionRule[] }[] = [
  {
    name: '국내도서',
    collections: [
      { name: '화제의 신간', match: (b) => domestic(b) && b.daysAgo <= 365, order: newestFirst },
      {
        name: '스테디셀러',
        match: (b) => domestic(b) && b.popularity >= 0.75,
        order: popularFirst,
      },
      {
        name: '한국 문학',
        match: (b) => domestic(b) && b.largeKey === 'literature',
        order: popularFirst,
      },
      {
        name: '인문·사회',
        match: (b) => domestic(b) && b.largeKey === 'humanities',
        order: newestFirst,
      },
      {
        name: '과학·기술',
        match: (b) => domestic(b) && b.largeKey === 'science',
        order: newestFirst,
      },
    ],
  },
  {
    name: '외국도서',
    collections: [
      {
        name: '번역서 신간',
        match: (b) => b.origin === 'translated' && b.daysAgo <= 730,
        order: newestFirst,
      },
      { name: 'English Originals', match: (b) => b.origin === 'english', order: popularFirst },
      {
        name: '해외 화제작',
        match: (b) => b.origin !== 'ko' && b.popularity >= 0.6,
        order: popularFirst,
      },
      {
        name: '번역 문학',
        match: (b) => b.origin === 'translated' && b.largeKey === 'literature',
        order: newestFirst,
      },
    ],
  },
  {
    name: '어린이·청소년',
    collections: [
      {
        name: '어린이 신간',
        match: (b) => b.largeKey === 'children' && b.daysAgo <= 365,
        order: newestFirst,
      },
      { name: '그림책', match: (b) => b.mediumName === '그림책', order: popularFirst },
      { name: '아동문학', match: (b) => b.mediumName === '아동문학', order: popularFirst },
      { name: '청소년', match: (b) => b.mediumName === '청소년', order: newestFirst },
    ],
  },
  {
    name: '예술·취미',
    collections: [
      { name: '미술·디자인', match: (b) => b.mediumName === '미술', order: popularFirst },
      { name: '음악', match: (b) => b.mediumName === '음악', order: popularFirst },
      { name: '생활·취미', match: (b) => b.mediumName === '생활·취미', order: newestFirst },
    ],
  },
  {
    name: '외국어·정기간행물',
    collections: [
      { name: '외국어 학습', match: (b) => b.mediumName === '외국어', order: popularFirst },
      { name: '정기간행물', match: (b) => b.magazine, order: newestFirst },
      { name: '사전·참고서', match: (b) => b.mediumName === '사전·참고서', order: popularFirst },
    ],
  },
  {
    // Hidden by the portal (its name ends with _home): the home page's sections.
    name: 'main_home',
    collections: [
      {
        name: 'MD 추천 도서',
        match: (b) => b.onSale && b.released && b.popularity >= 0.5,
        order: popularFirst,
        limit: 12,
      },
      { name: '신간 도서', match: (b) => b.onSale && b.released, order: newestFirst, limit: 20 },
      { name: '인기 도서', match: (b) => b.onSale, order: popularFirst, limit: 20 },
    ],
  },
];

function insertTabs(db: Db, books: BookSummary[]): void {
  const insertTab = db.prepare('INSERT INTO tabs (id, name, position) VALUES (?, ?, ?)');
  const insertCollection = db.prepare(
    'INSERT INTO collections (id, tab_id, name, position, book_count) VALUES (?, ?, ?, ?, ?)',
  );
  const insertMember = db.prepare(
    'INSERT INTO collection_books (collection_id, position, book_id) VALUES (?, ?, ?)',
  );
  let collectionId = 0;
  TABS.forEach((tab, tabIndex) => {
    const tabId = tabIndex + 1;
    insertTab.run(tabId, tab.name, tabIndex);
    tab.collections.forEach((rule, position) => {
      const id = ++collectionId;
      let members = books.filter(rule.match).sort(rule.order);
      if (rule.limit !== undefined) members = members.slice(0, rule.limit);
      insertCollection.run(id, tabId, rule.name, position, members.length);
      members.forEach((book, index) => insertMember.run(id, index, book.id));
    });
  });
}

// ------------------------------------------------------------------ announcements

function insertNotifications(db: Db, now: Date): void {
  const insert = db.prepare(
    'INSERT INTO notifications (title, content, writer_name, created_at, content_text) VALUES (?, ?, ?, ?, ?)',
  );
  const rng = new Rng(0xa11ce);
  const total = 36;
  const rows: [string, string, string, string][] = [];
  for (let i = 0; i < total; i++) {
    // Oldest first, about a week apart, over the past eight months.
    const daysAgo = Math.round(((total - i) * 240) / total) - rng.int(0, 3);
    const created = new Date(now.getTime() - daysAgo * DAY - rng.int(0, 8 * 3600) * 1000);
    const [topicTitle, topicBody] = NOTICE_TOPICS[i % NOTICE_TOPICS.length] ?? ['공지', ''];
    const round = Math.floor(i / NOTICE_TOPICS.length);
    const title = round === 0 ? topicTitle : `${topicTitle} (${created.getMonth() + 1}월)`;
    const content = [
      topicBody,
      '',
      `자세한 내용은 ${rng.pick(['주문 내역', '문의하기', '고객센터', '카탈로그'])}에서 확인해 주세요.`,
      '감사합니다.',
    ].join('\n');
    rows.push([title, content, rng.chance(0.7) ? '관리자' : '고객지원팀', created.toISOString()]);
  }
  // One announcement carries (harmless) HTML formatting: the portal sanitises and renders it.
  rows.push([
    '[안내] 견적·주문 이용 방법',
    [
      '<p>포털에서 견적과 주문은 다음 순서로 진행됩니다.</p>',
      '<ol>',
      '<li><strong>My Selection</strong>에 도서를 담고 수량과 PO 번호를 입력합니다.</li>',
      '<li><em>Request Quote</em>를 누르면 견적 요청이 접수됩니다.</li>',
      '<li>견적서가 발행되면 <a href="/orders">Order Inquiry</a>에서 내려받고 주문을 요청합니다.</li>',
      '</ol>',
      '<p>문의: 화면 오른쪽 아래의 <strong>Contact</strong> 버튼</p>',
    ].join(''),
    '관리자',
    new Date(now.getTime() - 2 * DAY).toISOString(),
  ]);
  for (const row of rows) insert.run(...row, noticeSearchText(row[1]));
}

// ------------------------------------------------------------------ members, selections, filters, orders

interface SeedOrder {
  status: OrderStatus;
  /** Step reached before cancellation (for CANCELED). */
  canceledAtStep?: number;
  daysAgo: number;
  selectionName: string;
  bookIds: number[];
  alert?: boolean;
  message?: string;
}

function addSelection(db: Db, memberId: string, name: string, createdAt: string): number {
  const result = db
    .prepare(
      'INSERT INTO selections (member_id, name, name_key, is_default, created_at) VALUES (?, ?, ?, 0, ?)',
    )
    .run(memberId, name, nameKey(name), createdAt);
  return Number(result.lastInsertRowid);
}

function defaultSelectionId(db: Db, memberId: string): number {
  const row = db
    .prepare<[string], { id: number }>(
      'SELECT id FROM selections WHERE member_id = ? AND is_default = 1',
    )
    .get(memberId);
  if (!row) throw new Error('default selection missing');
  return row.id;
}

function addItems(
  db: Db,
  selectionId: number,
  items: [bookId: number, quantity: number, po: string][],
): void {
  const insert = db.prepare(
    'INSERT INTO cart_items (selection_id, book_id, quantity, po_number, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  items.forEach(([bookId, quantity, po], index) =>
    insert.run(
      selectionId,
      bookId,
      quantity,
      po,
      new Date(Date.now() - (items.length - index) * 60_000).toISOString(),
    ),
  );
}

/** Book ids of a category family among the first `limit` books (they exist for any SEED_BOOKS). */
function pickBooks(
  books: BookSummary[],
  limit: number,
  match: (b: BookSummary) => boolean,
  count: number,
): number[] {
  const found = books
    .slice(0, limit)
    .filter(match)
    .map((b) => b.id);
  const rest = books.slice(0, limit).map((b) => b.id);
  return [...new Set([...found, ...rest])].slice(0, count);
}

function insertOrder(
  db: Db,
  memberId: string,
  institution: string,
  order: SeedOrder,
  now: Date,
): OrderRow {
  const created = new Date(now.getTime() - order.daysAgo * DAY - 3 * 3600_000);
  const createdAt = created.toISOString();
  const selection = db
    .prepare<[string, string], { id: number; is_default: number }>(
      'SELECT id, is_default FROM selections WHERE member_id = ? AND name = ?',
    )
    .get(memberId, order.selectionName);
  const selectionKey = !selection || selection.is_default ? 'public' : String(selection.id);
  const { orderId, orderCode: code } = openOrder(db, {
    memberId,
    selectionKey,
    selectionName: order.selectionName,
    institution,
    message: order.message ?? '',
    createdAt,
    isAlert: order.alert,
  });
  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, book_id, quantity, price, list_price, po_number, position)
     SELECT ?, id, ?, price, list_price, ?, ? FROM books WHERE id = ?`,
  );
  order.bookIds.forEach((bookId, index) =>
    insertItem.run(
      orderId,
      1 + ((bookId * 7) % 12),
      index === 0 ? `PO-${code.slice(4, 12)}` : '',
      index,
      bookId,
    ),
  );
  // The order goes the way a real one went, a step a day at most (its history is the demo's
  // timeline).
  const path = seedPath(order);
  const gap = Math.min(DAY, (now.getTime() - created.getTime()) / (path.length + 1));
  let status: OrderStatus = 'QUOTATION_REQUEST';
  path.forEach((to, index) => {
    transition(db, { id: orderId, status }, to, {
      by: to === 'ORDER_REQUEST' || to === 'CANCELED' ? 'member' : 'provider',
      at: new Date(created.getTime() + (index + 1) * gap).toISOString(),
    });
    status = to;
  });
  return db
    .prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?')
    .get(orderId) as OrderRow;
}

/** The statuses a seed order went through after its request. */
function seedPath(order: SeedOrder): OrderStatus[] {
  const lifecycle: OrderStatus[] = [
    'QUOTATION_DONE',
    'ORDER_REQUEST',
    'INVOICE_REQUEST',
    'INVOICE_DONE',
  ];
  if (order.status === 'CANCELED') {
    return [...lifecycle.slice(0, (order.canceledAtStep ?? 1) - 1), 'CANCELED'];
  }
  return lifecycle.slice(0, lifecycle.indexOf(order.status) + 1);
}

async function attachSeedFiles(db: Db, order: OrderRow, now: Date): Promise<void> {
  const needsQuotation = order.step >= 2;
  const needsOrderForm = order.status === 'INVOICE_REQUEST' || order.status === 'INVOICE_DONE';
  const issued = new Date(Math.min(now.getTime(), Date.parse(order.created_at) + 2 * DAY));
  if (needsQuotation) {
    const data = await buildOrderFile(db, order, 'quotation', issued);
    const key = storeOrderFile(db, order, 'quotation', data, issued.toISOString());
    db.prepare('UPDATE orders SET quotation_file = ? WHERE id = ?').run(key, order.id);
  }
  if (needsOrderForm) {
    const data = await buildOrderFile(db, order, 'order_form', issued);
    const key = storeOrderFile(db, order, 'order_form', data, issued.toISOString());
    db.prepare('UPDATE orders SET order_file = ? WHERE id = ?').run(key, order.id);
  }
}

/**
 * The demo members: an approved member with selections, saved filters and orders in every status,
 * a second approved member, and one waiting for approval. Answers their orders.
 */
function insertDemoMembers(
  db: Db,
  hashes: Record<keyof typeof DEMO_ACCOUNTS, string>,
  books: BookSummary[],
  largeIds: Map<string, number>,
  now: Date,
): OrderRow[] {
  const orders: OrderRow[] = [];
  const created = new Date(now.getTime() - 800 * DAY).toISOString();
  const demoId = createMember(db, {
    email: DEMO_ACCOUNTS.demo.email,
    passwordHash: hashes.demo,
    name: DEMO_ACCOUNTS.demo.name,
    phoneNumber: '0212345678',
    department: '한빛초등학교 도서관',
    address: '서울특별시 중구 세종대로 110',
    marketingConsent: true,
    approved: true,
    createdAt: created,
  });
  // The demo member's school as the documents name it; the librarian has given none yet, so the
  // profile says what the documents lack (docs/product/profile.md#institution).
  updateMemberInstitution(db, demoId, {
    institutionName: '한빛초등학교',
    institutionNumber: '2118600002',
    officeEmail: 'office@hanbit-es.example',
  });
  const librarianId = createMember(db, {
    email: DEMO_ACCOUNTS.librarian.email,
    passwordHash: hashes.librarian,
    name: DEMO_ACCOUNTS.librarian.name,
    phoneNumber: '0517654321',
    department: '푸른중학교 도서관',
    address: '부산광역시 해운대구 센텀중앙로 79',
    marketingConsent: false,
    approved: true,
    createdAt: created,
  });
  createMember(db, {
    email: DEMO_ACCOUNTS.pending.email,
    passwordHash: hashes.pending,
    name: DEMO_ACCOUNTS.pending.name,
    phoneNumber: '0421112222',
    department: '새봄고등학교',
    address: '대전광역시 서구 둔산로 100',
    marketingConsent: false,
    approved: false,
  });

  // Selections of the demo member (books among the first 50, which exist for any SEED_BOOKS).
  const science = pickBooks(books, 50, (b) => b.largeKey === 'science', 4);
  const spring = pickBooks(books, 50, (b) => b.daysAgo <= 365 && !science.includes(b.id), 6);
  const common = pickBooks(books, 50, (b) => !science.includes(b.id) && !spring.includes(b.id), 4);
  addItems(db, defaultSelectionId(db, demoId), [
    [common[0] ?? 1, 2, ''],
    [common[1] ?? 2, 1, 'PO-2026-001'],
    [common[2] ?? 3, 5, ''],
    [common[3] ?? 4, 1, ''],
  ]);
  const springId = addSelection(
    db,
    demoId,
    '2026 봄 신간',
    new Date(now.getTime() - 40 * DAY).toISOString(),
  );
  addItems(
    db,
    springId,
    spring.map((id, i) => [id, 1 + (i % 3), i % 2 === 0 ? `SPRING-${i + 1}` : '']),
  );
  const clubId = addSelection(
    db,
    demoId,
    'Science Club',
    new Date(now.getTime() - 20 * DAY).toISOString(),
  );
  addItems(
    db,
    clubId,
    science.map((id) => [id, 3, '']),
  );
  db.prepare('UPDATE selections SET message = ? WHERE id = ?').run(
    '과학 동아리 수업용입니다. 3월 첫 주까지 받을 수 있을까요?',
    clubId,
  );
  addItems(db, defaultSelectionId(db, librarianId), [
    [books[5]?.id ?? 6, 2, ''],
    [books[9]?.id ?? 10, 1, ''],
  ]);

  // Saved filters of the demo member.
  const insertFilter = db.prepare(
    'INSERT INTO saved_filters (member_id, tab_id, name, name_key, criteria, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const filter = (tabId: number, name: string, criteria: Record<string, unknown>) =>
    insertFilter.run(
      demoId,
      tabId,
      name,
      nameKey(name),
      JSON.stringify({
        categories: [],
        publishers: [],
        authors: [],
        keywords: [],
        titles: [],
        ...criteria,
      }),
      now.toISOString(),
    );
  filter(1, '문학 추천', { categories: [largeIds.get('literature')], keywords: ['추천도서'] });
  filter(1, '과학 필독', { categories: [largeIds.get('science')], keywords: ['필독서'] });
  filter(2, 'Riverside & Northwind', { publishers: ['Riverside Press', 'Northwind Books'] });

  // Orders in every status, spread over the last 18 months.
  const demoMember = {
    department: '한빛초등학교 도서관',
    address: '서울특별시 중구 세종대로 110',
  };
  const ids = books.slice(0, 50).map((b) => b.id);
  const slice = (from: number, count: number) => ids.slice(from, from + count);
  const demoOrders: SeedOrder[] = [
    {
      status: 'INVOICE_DONE',
      daysAgo: 520,
      selectionName: 'common(default)',
      bookIds: slice(20, 4),
    },
    {
      status: 'INVOICE_DONE',
      daysAgo: 420,
      selectionName: 'common(default)',
      bookIds: slice(24, 2),
    },
    {
      status: 'CANCELED',
      canceledAtStep: 2,
      daysAgo: 330,
      selectionName: 'common(default)',
      bookIds: slice(26, 3),
    },
    {
      status: 'INVOICE_DONE',
      daysAgo: 270,
      selectionName: 'common(default)',
      bookIds: slice(29, 5),
      message: '2학기 도서관 구입분',
    },
    {
      status: 'INVOICE_REQUEST',
      daysAgo: 150,
      selectionName: 'common(default)',
      bookIds: slice(34, 3),
      alert: true,
    },
    {
      status: 'ORDER_REQUEST',
      daysAgo: 90,
      selectionName: 'common(default)',
      bookIds: slice(37, 2),
    },
    {
      status: 'CANCELED',
      canceledAtStep: 1,
      daysAgo: 60,
      selectionName: 'common(default)',
      bookIds: slice(39, 2),
    },
    {
      status: 'QUOTATION_DONE',
      daysAgo: 30,
      selectionName: '2026 봄 신간',
      bookIds: spring.slice(0, 4),
      alert: true,
      message: '봄 학기 신간 구입 예정입니다.',
    },
    {
      status: 'QUOTATION_DONE',
      daysAgo: 10,
      selectionName: 'common(default)',
      bookIds: slice(41, 3),
    },
    {
      status: 'QUOTATION_REQUEST',
      daysAgo: 5,
      selectionName: 'Science Club',
      bookIds: science.slice(0, 2),
    },
    {
      status: 'QUOTATION_REQUEST',
      daysAgo: 1,
      selectionName: 'common(default)',
      bookIds: slice(44, 3),
    },
  ];
  for (const order of demoOrders) {
    orders.push(insertOrder(db, demoId, institutionOf(demoMember), order, now));
  }
  seedDemoFunds(db, demoId, now);
  const librarian = {
    department: '푸른중학교 도서관',
    address: '부산광역시 해운대구 센텀중앙로 79',
  };
  orders.push(
    insertOrder(
      db,
      librarianId,
      institutionOf(librarian),
      {
        status: 'INVOICE_DONE',
        daysAgo: 200,
        selectionName: 'common(default)',
        bookIds: slice(10, 3),
      },
      now,
    ),
    insertOrder(
      db,
      librarianId,
      institutionOf(librarian),
      {
        status: 'QUOTATION_REQUEST',
        daysAgo: 3,
        selectionName: 'common(default)',
        bookIds: slice(13, 2),
      },
      now,
    ),
  );
  return orders;
}

// ------------------------------------------------------------------ entry point

/** Writes the whole demo data set (the database must be empty). */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const started = Date.now();
  const orders: OrderRow[] = [];

  // Password hashing is slow on purpose; do it before the write transaction.
  const hashes = options.demoAccounts
    ? {
        demo: hashPasswordSync(DEMO_ACCOUNTS.demo.password),
        librarian: hashPasswordSync(DEMO_ACCOUNTS.librarian.password),
        pending: hashPasswordSync(DEMO_ACCOUNTS.pending.password),
      }
    : undefined;

  // One write transaction for everything; it stays open while the order files are built (nothing
  // else uses the connection during the first start), so a failed seed leaves an empty database.
  db.exec('BEGIN IMMEDIATE');
  try {
    const { leaves, largeIds } = insertCategories(db);
    const books = insertBooks(db, options.books, leaves, now);
    fillBookKeys(db);
    insertTabs(db, books);
    insertNotifications(db, now);

    if (hashes) orders.push(...insertDemoMembers(db, hashes, books, largeIds, now));

    setSetting(db, 'banner_text', JSON.stringify({ version: 1, text: INITIAL_BANNER_TEXT }));
    setSetting(db, 'service_down', '0');
    // The footer's and the documents' supplier until the provider sets its own
    // (docs/operations.md#supplier).
    setSupplier(db, DEMO_SUPPLIER);

    // Quotation and order-form files for the orders whose status has them.
    for (const order of orders) await attachSeedFiles(db, order, now);

    setSetting(db, 'seeded_at', now.toISOString());
    db.exec('COMMIT');
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
  db.exec('ANALYZE');
  log(`Seeded ${options.books} books and the demo data in ${Date.now() - started} ms`);
}
