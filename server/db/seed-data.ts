/** Word lists of the generated demo catalogue (fictional publishers, people and titles). */

/** A Korean text with its English counterpart. */
export type Pair = readonly [ko: string, en: string];

export interface SubCategory {
  name: string;
  /** Subjects used in titles and keywords. */
  topics: readonly Pair[];
}
export interface MediumCategory {
  name: string;
  subs: readonly SubCategory[];
}
export interface LargeCategory {
  key: 'literature' | 'humanities' | 'science' | 'children' | 'arts' | 'languages';
  name: string;
  weight: number;
  fiction: boolean;
  mediums: readonly MediumCategory[];
}

const sub = (name: string, ...topics: Pair[]): SubCategory => ({ name, topics });

export const CATEGORY_TREE: readonly LargeCategory[] = [
  {
    key: 'literature',
    name: '문학',
    weight: 25,
    fiction: true,
    mediums: [
      {
        name: '소설',
        subs: [
          sub('한국소설', ['가족', 'Family'], ['골목', 'Alley'], ['첫사랑', 'First Love']),
          sub('영미소설', ['항구', 'Harbour'], ['겨울', 'Winter'], ['편지', 'Letters']),
          sub('일본소설', ['고양이', 'Cat'], ['서점', 'Bookshop'], ['여름', 'Summer']),
          sub('추리·스릴러', ['비밀', 'Secret'], ['실종', 'Disappearance'], ['증언', 'Testimony']),
          sub('SF·판타지', ['우주', 'Space'], ['시간', 'Time'], ['로봇', 'Robot']),
        ],
      },
      {
        name: '시·에세이',
        subs: [
          sub('한국시', ['바람', 'Wind'], ['별', 'Stars'], ['강', 'River']),
          sub('외국시', ['정원', 'Garden'], ['빛', 'Light'], ['노래', 'Songs']),
          sub('에세이', ['산책', 'Walking'], ['하루', 'A Day'], ['부엌', 'Kitchen']),
        ],
      },
      {
        name: '고전문학',
        subs: [
          sub(
            '동양고전',
            ['논어', 'Analects'],
            ['시경', 'Book of Songs'],
            ['삼국지', 'Three Kingdoms'],
          ),
          sub('서양고전', ['비극', 'Tragedy'], ['서사시', 'Epic'], ['항해', 'Voyage']),
          sub('신화·전설', ['신화', 'Myths'], ['영웅', 'Heroes'], ['전설', 'Legends']),
        ],
      },
    ],
  },
  {
    key: 'humanities',
    name: '인문·사회',
    weight: 20,
    fiction: false,
    mediums: [
      {
        name: '철학',
        subs: [
          sub(
            '동양철학',
            ['도교', 'Taoism'],
            ['유학', 'Confucianism'],
            ['불교철학', 'Buddhist Philosophy'],
          ),
          sub(
            '서양철학',
            ['존재론', 'Ontology'],
            ['인식론', 'Epistemology'],
            ['실존주의', 'Existentialism'],
          ),
          sub(
            '윤리학',
            ['정의', 'Justice'],
            ['덕 윤리', 'Virtue Ethics'],
            ['생명윤리', 'Bioethics'],
          ),
        ],
      },
      {
        name: '역사',
        subs: [
          sub('한국사', ['조선', 'Joseon'], ['고려', 'Goryeo'], ['근현대사', 'Modern Korea']),
          sub(
            '세계사',
            ['로마', 'Rome'],
            ['실크로드', 'The Silk Road'],
            ['산업혁명', 'The Industrial Revolution'],
          ),
          sub('고고학', ['유물', 'Artifacts'], ['고분', 'Ancient Tombs'], ['발굴', 'Excavation']),
          sub('전쟁사', ['해전', 'Naval Warfare'], ['성곽', 'Fortresses'], ['전략', 'Strategy']),
        ],
      },
      {
        name: '사회과학',
        subs: [
          sub('정치학', ['민주주의', 'Democracy'], ['선거', 'Elections'], ['시민', 'Citizenship']),
          sub(
            '경제학',
            ['시장', 'Markets'],
            ['화폐', 'Money'],
            ['행동경제학', 'Behavioral Economics'],
          ),
          sub('사회학', ['도시', 'Cities'], ['세대', 'Generations'], ['노동', 'Work']),
          sub('법학', ['헌법', 'Constitution'], ['인권', 'Human Rights'], ['계약', 'Contracts']),
        ],
      },
      {
        name: '교육',
        subs: [
          sub('교육학', ['배움', 'Learning'], ['학교', 'Schools'], ['교육과정', 'Curriculum']),
          sub(
            '교수법',
            ['토론', 'Debate'],
            ['독서교육', 'Reading Education'],
            ['수업 설계', 'Lesson Design'],
          ),
          sub('진로', ['직업', 'Careers'], ['진학', 'College Admission'], ['적성', 'Aptitude']),
        ],
      },
    ],
  },
  {
    key: 'science',
    name: '과학·기술',
    weight: 18,
    fiction: false,
    mediums: [
      {
        name: '자연과학',
        subs: [
          sub(
            '물리학',
            ['양자역학', 'Quantum Mechanics'],
            ['상대성이론', 'Relativity'],
            ['빛', 'Light'],
          ),
          sub('화학', ['원소', 'Elements'], ['분자', 'Molecules'], ['촉매', 'Catalysis']),
          sub('생명과학', ['유전자', 'Genes'], ['세포', 'Cells'], ['진화', 'Evolution']),
          sub('천문학', ['별', 'Stars'], ['은하', 'Galaxies'], ['블랙홀', 'Black Holes']),
          sub('지구과학', ['기후', 'Climate'], ['화산', 'Volcanoes'], ['바다', 'Oceans']),
        ],
      },
      {
        name: '수학',
        subs: [
          sub('기초수학', ['수', 'Numbers'], ['도형', 'Shapes'], ['방정식', 'Equations']),
          sub('통계학', ['확률', 'Probability'], ['데이터', 'Data'], ['추론', 'Inference']),
          sub(
            '응용수학',
            ['최적화', 'Optimization'],
            ['암호', 'Cryptography'],
            ['게임이론', 'Game Theory'],
          ),
        ],
      },
      {
        name: '컴퓨터·IT',
        subs: [
          sub(
            '프로그래밍',
            ['파이썬', 'Python'],
            ['자바스크립트', 'JavaScript'],
            ['알고리즘', 'Algorithms'],
          ),
          sub(
            '데이터과학',
            ['머신러닝', 'Machine Learning'],
            ['시각화', 'Visualization'],
            ['데이터베이스', 'Databases'],
          ),
          sub(
            '인공지능',
            ['신경망', 'Neural Networks'],
            ['언어모델', 'Language Models'],
            ['로봇공학', 'Robotics'],
          ),
          sub(
            '네트워크',
            ['인터넷', 'The Internet'],
            ['보안', 'Security'],
            ['클라우드', 'Cloud Computing'],
          ),
        ],
      },
      {
        name: '공학',
        subs: [
          sub('기계공학', ['엔진', 'Engines'], ['역학', 'Mechanics'], ['설계', 'Design']),
          sub('전자공학', ['반도체', 'Semiconductors'], ['회로', 'Circuits'], ['센서', 'Sensors']),
          sub('건축', ['공간', 'Space'], ['한옥', 'Hanok'], ['도시계획', 'Urban Planning']),
        ],
      },
    ],
  },
  {
    key: 'children',
    name: '어린이·청소년',
    weight: 15,
    fiction: true,
    mediums: [
      {
        name: '그림책',
        subs: [
          sub('창작그림책', ['친구', 'Friends'], ['곰', 'Bear'], ['비 오는 날', 'Rainy Day']),
          sub('자연관찰', ['곤충', 'Insects'], ['숲', 'Forest'], ['새', 'Birds']),
          sub('인성동화', ['용기', 'Courage'], ['나눔', 'Sharing'], ['약속', 'Promises']),
        ],
      },
      {
        name: '아동문학',
        subs: [
          sub('동화', ['마법', 'Magic'], ['모험', 'Adventure'], ['학교', 'School']),
          sub('동시', ['봄', 'Spring'], ['구름', 'Clouds'], ['놀이터', 'Playground']),
          sub(
            '학습만화',
            ['과학 탐험', 'Science Adventures'],
            ['역사 여행', 'History Trips'],
            ['수학 퀴즈', 'Math Quizzes'],
          ),
          sub(
            '아동 교양',
            ['세계 여행', 'World Travel'],
            ['발명', 'Inventions'],
            ['우리 몸', 'The Human Body'],
          ),
        ],
      },
      {
        name: '청소년',
        subs: [
          sub(
            '청소년소설',
            ['열일곱', 'Seventeen'],
            ['졸업', 'Graduation'],
            ['여름방학', 'Summer Break'],
          ),
          sub('청소년 자기계발', ['공부법', 'Study Skills'], ['습관', 'Habits'], ['꿈', 'Dreams']),
          sub(
            '청소년 교양',
            ['철학 수업', 'Philosophy Class'],
            ['경제 상식', 'Everyday Economics'],
            ['미디어', 'Media'],
          ),
        ],
      },
    ],
  },
  {
    key: 'arts',
    name: '예술·취미',
    weight: 12,
    fiction: false,
    mediums: [
      {
        name: '미술',
        subs: [
          sub(
            '회화',
            ['수채화', 'Watercolour'],
            ['초상화', 'Portraits'],
            ['인상주의', 'Impressionism'],
          ),
          sub('디자인', ['타이포그래피', 'Typography'], ['색채', 'Colour'], ['브랜딩', 'Branding']),
          sub(
            '사진',
            ['필름 카메라', 'Film Cameras'],
            ['풍경 사진', 'Landscape Photography'],
            ['빛과 그림자', 'Light and Shadow'],
          ),
        ],
      },
      {
        name: '음악',
        subs: [
          sub('클래식', ['교향곡', 'Symphonies'], ['오페라', 'Opera'], ['바흐', 'Bach']),
          sub('대중음악', ['재즈', 'Jazz'], ['록', 'Rock'], ['케이팝', 'K-Pop']),
          sub('악기', ['피아노', 'Piano'], ['기타', 'Guitar'], ['가야금', 'Gayageum']),
        ],
      },
      {
        name: '생활·취미',
        subs: [
          sub('요리', ['한식', 'Korean Cooking'], ['제빵', 'Baking'], ['발효', 'Fermentation']),
          sub('여행', ['제주', 'Jeju'], ['유럽', 'Europe'], ['기차 여행', 'Train Journeys']),
          sub('스포츠', ['달리기', 'Running'], ['축구', 'Football'], ['등산', 'Hiking']),
          sub(
            '원예',
            ['반려식물', 'Houseplants'],
            ['텃밭', 'Vegetable Gardens'],
            ['정원 가꾸기', 'Gardening'],
          ),
        ],
      },
    ],
  },
  {
    key: 'languages',
    name: '외국어·잡지',
    weight: 10,
    fiction: false,
    mediums: [
      {
        name: '외국어',
        subs: [
          sub(
            '영어',
            ['영문법', 'English Grammar'],
            ['영어 회화', 'English Conversation'],
            ['영단어', 'English Vocabulary'],
          ),
          sub(
            '일본어',
            ['일본어 문법', 'Japanese Grammar'],
            ['히라가나', 'Hiragana'],
            ['일본어 회화', 'Japanese Conversation'],
          ),
          sub(
            '중국어',
            ['한자', 'Chinese Characters'],
            ['중국어 회화', 'Chinese Conversation'],
            ['성조', 'Tones'],
          ),
        ],
      },
      {
        name: '잡지',
        subs: [
          sub(
            '시사잡지',
            ['시사', 'Current Affairs'],
            ['경제 동향', 'Economic Trends'],
            ['국제', 'World News'],
          ),
          sub(
            '과학잡지',
            ['과학 뉴스', 'Science News'],
            ['우주 탐사', 'Space Exploration'],
            ['환경', 'Environment'],
          ),
          sub(
            '문예지',
            ['신작 소설', 'New Fiction'],
            ['시 비평', 'Poetry Criticism'],
            ['문학 대담', 'Literary Conversations'],
          ),
        ],
      },
      {
        name: '사전·참고서',
        subs: [
          sub(
            '국어사전',
            ['국어', 'Korean Language'],
            ['맞춤법', 'Spelling'],
            ['속담', 'Proverbs'],
          ),
          sub(
            '외국어사전',
            ['영한사전', 'English-Korean Dictionary'],
            ['일한사전', 'Japanese-Korean Dictionary'],
            ['중한사전', 'Chinese-Korean Dictionary'],
          ),
          sub(
            '백과사전',
            ['세계 지도', 'World Atlas'],
            ['동물 백과', 'Animal Encyclopedia'],
            ['인물 사전', 'Biographical Dictionary'],
          ),
        ],
      },
    ],
  },
];

/** Korean surnames with their romanisation. */
export const KOREAN_SURNAMES: readonly Pair[] = [
  ['김', 'Kim'],
  ['이', 'Lee'],
  ['박', 'Park'],
  ['최', 'Choi'],
  ['정', 'Jung'],
  ['강', 'Kang'],
  ['조', 'Cho'],
  ['윤', 'Yoon'],
  ['장', 'Jang'],
  ['임', 'Lim'],
  ['한', 'Han'],
  ['오', 'Oh'],
  ['서', 'Seo'],
  ['신', 'Shin'],
  ['권', 'Kwon'],
  ['황', 'Hwang'],
  ['안', 'Ahn'],
  ['송', 'Song'],
  ['류', 'Ryu'],
  ['홍', 'Hong'],
];

/** Syllables of Korean given names with their romanisation. */
export const KOREAN_SYLLABLES: readonly Pair[] = [
  ['민', 'min'],
  ['준', 'jun'],
  ['서', 'seo'],
  ['연', 'yeon'],
  ['지', 'ji'],
  ['우', 'woo'],
  ['하', 'ha'],
  ['은', 'eun'],
  ['윤', 'yun'],
  ['도', 'do'],
  ['현', 'hyun'],
  ['수', 'su'],
  ['아', 'a'],
  ['진', 'jin'],
  ['영', 'young'],
  ['호', 'ho'],
  ['희', 'hee'],
  ['경', 'kyung'],
  ['재', 'jae'],
  ['원', 'won'],
  ['소', 'so'],
  ['율', 'yul'],
  ['예', 'ye'],
  ['혜', 'hye'],
];

/** Western first names with a Korean transliteration. */
export const FOREIGN_FIRST_NAMES: readonly Pair[] = [
  ['제임스', 'James'],
  ['에밀리', 'Emily'],
  ['올리버', 'Oliver'],
  ['샬럿', 'Charlotte'],
  ['헨리', 'Henry'],
  ['마거릿', 'Margaret'],
  ['토머스', 'Thomas'],
  ['클레어', 'Claire'],
  ['대니얼', 'Daniel'],
  ['루시', 'Lucy'],
  ['사무엘', 'Samuel'],
  ['엘리너', 'Eleanor'],
  ['피터', 'Peter'],
  ['한나', 'Hannah'],
  ['조지', 'George'],
  ['소피아', 'Sophia'],
  ['아서', 'Arthur'],
  ['이사벨', 'Isabel'],
  ['마틴', 'Martin'],
  ['앨리스', 'Alice'],
];

/** Western last names with a Korean transliteration. */
export const FOREIGN_LAST_NAMES: readonly Pair[] = [
  ['카터', 'Carter'],
  ['브라운', 'Brown'],
  ['월리스', 'Wallace'],
  ['해리스', 'Harris'],
  ['밀러', 'Miller'],
  ['에반스', 'Evans'],
  ['클라크', 'Clarke'],
  ['로버츠', 'Roberts'],
  ['휴스', 'Hughes'],
  ['모리슨', 'Morrison'],
  ['베넷', 'Bennett'],
  ['포스터', 'Foster'],
  ['그레이', 'Gray'],
  ['헤이스', 'Hayes'],
  ['웰스', 'Wells'],
  ['콜린스', 'Collins'],
  ['파커', 'Parker'],
  ['리드', 'Reid'],
  ['쿠퍼', 'Cooper'],
  ['앤더슨', 'Anderson'],
];

export const KOREAN_PUBLISHERS: readonly string[] = [
  '한빛서가',
  '푸른숲길',
  '새봄문고',
  '다솜북스',
  '도담출판',
  '별빛아이',
  '마루책방',
  '나무그늘',
  '바른사유',
  '열린창',
  '온누리출판',
  '산들미디어',
  '해오름',
  '은하수북스',
  '모두의책',
  '글밭',
  '솔바람',
  '꿈꾸는서재',
  '한결출판',
  '가람과뫼',
  '파랑새책방',
  '미리내',
  '참빛교육',
  '그린하우스',
];

export const ENGLISH_PUBLISHERS: readonly string[] = [
  'Riverside Press',
  'Northwind Books',
  'Harbour Lane',
  'Oakleaf Publishing',
  'Blue Finch Press',
  'Meridian House',
  'Lantern & Quill',
  'Greystone Academic',
  'Kestrel Books',
  'Old Mill Press',
];

export const MAGAZINE_PUBLISHERS: readonly string[] = [
  '월간과학사',
  '주간시사',
  '계간문예',
  '월간디자인',
];

/** Adjectives (Korean attributive form) with English counterparts. */
export const ADJECTIVES: readonly Pair[] = [
  ['푸른', 'Blue'],
  ['조용한', 'Quiet'],
  ['오래된', 'Old'],
  ['작은', 'Little'],
  ['긴', 'Long'],
  ['따뜻한', 'Warm'],
  ['보이지 않는', 'Invisible'],
  ['마지막', 'Last'],
  ['빛나는', 'Shining'],
  ['낯선', 'Strange'],
  ['깊은', 'Deep'],
  ['하얀', 'White'],
  ['느린', 'Slow'],
  ['다정한', 'Gentle'],
  ['잃어버린', 'Lost'],
  ['새로운', 'New'],
];

/** Nouns for fiction titles. */
export const NOUNS: readonly Pair[] = [
  ['정원', 'Garden'],
  ['바다', 'Sea'],
  ['편지', 'Letter'],
  ['계절', 'Season'],
  ['도시', 'City'],
  ['숲', 'Forest'],
  ['기억', 'Memory'],
  ['섬', 'Island'],
  ['등대', 'Lighthouse'],
  ['노래', 'Song'],
  ['여름', 'Summer'],
  ['밤', 'Night'],
  ['창문', 'Window'],
  ['기차', 'Train'],
  ['골목', 'Alley'],
  ['약속', 'Promise'],
  ['지도', 'Map'],
  ['새벽', 'Dawn'],
  ['도서관', 'Library'],
  ['항해', 'Voyage'],
];

export const CHAPTER_WORDS: readonly string[] = [
  '시작하며',
  '첫 번째 질문',
  '기본 개념',
  '역사적 배경',
  '사례로 보기',
  '깊이 읽기',
  '논쟁과 쟁점',
  '현장의 목소리',
  '새로운 흐름',
  '실전 연습',
  '정리와 전망',
  '더 읽을거리',
  '만남',
  '떠남',
  '돌아오는 길',
  '비밀',
  '고백',
  '여름의 끝',
  '다시 봄',
  '에필로그',
];

export const GENERAL_KEYWORDS: readonly string[] = [
  '추천도서',
  '교양',
  '필독서',
  '베스트셀러',
  '수상작',
  '도서관추천',
  '청소년권장',
  '신간',
  '스테디셀러',
  '입문',
  '심화',
  '독서토론',
];

export const REVIEWERS: readonly string[] = [
  '한국일보',
  '주간 북리뷰',
  '서울도서관 사서',
  '독서신문',
  '교보 북멘토',
  '월간 책세상',
  '전국학교도서관모임',
  '어린이책 연구회',
];

export const NOTES: readonly string[] = [
  '부록: 활동지 포함',
  '큰글자책',
  '개정증보판',
  '한정판 양장 케이스 포함',
  'CD 1장 포함',
  '저자 친필 사인본(한정 수량)',
  '도서관 납품용 튼튼한 제본',
];

export const SERIES_NAMES: readonly string[] = [
  '교양문고',
  '청소년 인문',
  '세계문학',
  '과학의 눈',
  '생각하는 어린이',
  '지식의 숲',
  '마음산책',
];

export const COUNTER_SIGNATURES: readonly string[] = [
  '개정판',
  '전면개정판',
  '양장본',
  '특별판',
  '2판',
  '보급판',
];

export const BINDINGS: readonly (readonly [string, number])[] = [
  ['무선', 60],
  ['양장', 25],
  ['반양장', 10],
  ['스프링', 5],
];

export const SIZES: readonly string[] = [
  '128×188mm',
  '140×205mm',
  '148×210mm',
  '152×225mm',
  '188×254mm',
  '210×297mm',
];

/** Announcements: titles and bodies of the provider's notices. */
export const NOTICE_TOPICS: readonly (readonly [string, string])[] = [
  [
    '[공지] 설 연휴 배송 안내',
    '설 연휴 기간에는 주문 접수는 가능하나 배송은 연휴 이후 순차적으로 진행됩니다.',
  ],
  [
    '[공지] 추석 연휴 고객센터 운영 안내',
    '추석 연휴 동안 고객센터 전화 상담은 쉬며, 문의하기로 남겨 주시면 연휴 이후 답변드립니다.',
  ],
  [
    '신학기 학교도서관 추천 도서 목록 안내',
    '신학기를 맞아 학년별 추천 도서 목록을 준비했습니다. 견적 요청 시 참고해 주세요.',
  ],
  [
    '견적서 발행 절차 변경 안내',
    '견적 요청 후 영업일 기준 2일 이내에 견적서가 발행됩니다. 발행되면 주문 내역에 알림이 표시됩니다.',
  ],
  [
    '시스템 정기 점검 안내',
    '안정적인 서비스를 위해 정기 점검을 진행합니다. 점검 시간에는 일부 기능 이용이 제한됩니다.',
  ],
  [
    '도서 정가 변경 안내',
    '일부 출판사의 도서 정가가 변경되었습니다. 선택 목록의 금액을 다시 확인해 주세요.',
  ],
  [
    '신규 출판사 입점 안내',
    '새로운 출판사의 도서가 카탈로그에 추가되었습니다. 국내도서 탭에서 확인하실 수 있습니다.',
  ],
  ['주문서 양식 개편 안내', '주문서 엑셀 양식에 PO 번호 열이 추가되었습니다.'],
  [
    '품절 도서 재입고 안내',
    '품절되었던 도서 일부가 재입고되었습니다. 상세 페이지에서 출시 상태를 확인해 주세요.',
  ],
  [
    '연말 정산용 거래명세서 발급 안내',
    '연말 정산을 위한 거래명세서는 문의하기를 통해 요청하실 수 있습니다.',
  ],
  ['개인정보 처리방침 개정 안내', '개인정보 처리방침이 개정되어 시행일부터 적용됩니다.'],
  ['도서관 주간 특별 할인 안내', '도서관 주간을 맞아 일부 도서를 특별 공급가로 제공합니다.'],
];

/**
 * The KDC class number of each leaf category's books (the demo catalogue gives every book of a
 * leaf the same one); the magazines' leaves have none. A leaf's number may lie outside the class
 * its medium category stands for in the budget (자연관찰 picture books are shelved in 470).
 */
export const KDC_OF_SUB: Readonly<Record<string, string>> = {
  한국소설: '813.7',
  영미소설: '843.6',
  일본소설: '833.6',
  '추리·스릴러': '813.7',
  'SF·판타지': '813.7',
  한국시: '811.7',
  외국시: '841',
  에세이: '814.7',
  동양고전: '820.8',
  서양고전: '892',
  '신화·전설': '809.1',
  동양철학: '150',
  서양철학: '160',
  윤리학: '190',
  한국사: '911',
  세계사: '909',
  고고학: '909.1',
  전쟁사: '909.5',
  정치학: '340',
  경제학: '320',
  사회학: '331',
  법학: '360',
  교육학: '370',
  교수법: '373.1',
  진로: '373.2',
  물리학: '420',
  화학: '430',
  생명과학: '470',
  천문학: '440',
  지구과학: '450',
  기초수학: '410',
  통계학: '413',
  응용수학: '419',
  프로그래밍: '005.1',
  데이터과학: '005.7',
  인공지능: '004.73',
  네트워크: '004.6',
  기계공학: '550',
  전자공학: '569',
  건축: '540',
  창작그림책: '813.8',
  자연관찰: '472',
  인성동화: '813.8',
  동화: '813.8',
  동시: '811.8',
  학습만화: '408',
  '아동 교양': '030',
  청소년소설: '813.7',
  '청소년 자기계발': '199.1',
  '청소년 교양': '001',
  회화: '650',
  디자인: '658',
  사진: '660',
  클래식: '670',
  대중음악: '679',
  악기: '673',
  요리: '594',
  여행: '981',
  스포츠: '690',
  원예: '525',
  영어: '740',
  일본어: '730',
  중국어: '720',
  국어사전: '713',
  외국어사전: '743',
  백과사전: '031',
};
