/**
 * Generated SVG images: book covers and the site banner. They are served as WebP drawn from these
 * (lib/rendered-images.ts); the SVG stays for the addresses named before.
 */

/** The widths a cover is drawn at (`getCoverImage`'s `w`): lists and shelves, the book's detail. */
export const COVER_WIDTHS = [160, 480] as const;
/** The widths the banner is drawn at (`getBannerPicture`'s `w`). */
export const BANNER_WIDTHS = [800, 1600] as const;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Display width of a character in "em halves" (CJK and Hangul are wide). */
const widthOf = (char: string) =>
  /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char) ? 2 : 1;

/** Breaks text into lines of at most `max` half-em units, at spaces where possible. */
function wrap(text: string, max: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const word of text.split(/\s+/)) {
    const w = [...word].reduce((sum, c) => sum + widthOf(c), 0);
    if (width > 0 && width + 1 + w > max) {
      lines.push(line);
      line = '';
      width = 0;
    }
    if (w > max) {
      for (const char of word) {
        if (width + widthOf(char) > max) {
          lines.push(line);
          line = '';
          width = 0;
        }
        line += char;
        width += widthOf(char);
      }
    } else {
      line += (width > 0 ? ' ' : '') + word;
      width += (width > 0 ? 1 : 0) + w;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

/** A book cover: the title, author and publisher on a colour derived from the book id. */
export function coverSvg(bookId: number, title: string, author: string, publisher: string): string {
  const hue = (bookId * 47) % 360;
  const background = `hsl(${hue} 45% 36%)`;
  const band = `hsl(${(hue + 30) % 360} 55% 82%)`;
  const titleLines = wrap(title, 16, 4)
    .map(
      (line, i) =>
        `<text x="150" y="${150 + i * 34}" text-anchor="middle" font-size="26" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 440" width="300" height="440" role="img" aria-label="${escapeXml(title)}">
<rect width="300" height="440" fill="${background}"/>
<rect x="0" y="60" width="300" height="8" fill="${band}"/>
<rect x="0" y="360" width="300" height="80" fill="rgba(0,0,0,0.25)"/>
<g font-family="'Noto Sans KR','Apple SD Gothic Neo','Malgun Gothic',sans-serif">${titleLines}
<text x="150" y="392" text-anchor="middle" font-size="18" fill="${band}">${escapeXml(wrap(author, 24, 1)[0] ?? '')}</text>
<text x="150" y="420" text-anchor="middle" font-size="14" fill="#fff" opacity="0.8">${escapeXml(publisher)}</text></g>
</svg>`;
}

/** The site banner of the external service. */
export function bannerSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" width="1200" height="300" role="img" aria-label="이달의 추천 도서">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f4e79"/><stop offset="1" stop-color="#3a8fb7"/></linearGradient></defs>
<rect width="1200" height="300" fill="url(#g)"/>
<g fill="#fff" opacity="0.15"><rect x="860" y="60" width="70" height="190" rx="6"/><rect x="940" y="40" width="60" height="210" rx="6"/><rect x="1010" y="80" width="80" height="170" rx="6"/></g>
<g font-family="'Noto Sans KR','Apple SD Gothic Neo','Malgun Gothic',sans-serif" fill="#fff">
<text x="80" y="135" font-size="48" font-weight="700">이달의 추천 도서</text>
<text x="80" y="190" font-size="26" opacity="0.9">학교와 도서관을 위한 새 책을 만나 보세요</text></g>
</svg>`;
}
