/**
 * Raster copies of the generated SVG images (book covers, the banner), drawn once and kept on
 * disk. A browser lays out and paints each SVG `<img>` as a document of its own on the page's main
 * thread (a 30-row page of the catalogue cost 62 layouts); a WebP it decodes off that thread.
 *
 * The SVG is drawn by resvg with Noto Sans KR (SIL Open Font License, from the npm package
 * `@embedpdf/fonts-kr`) and no system font, so a cover looks the same on every machine; sharp
 * encodes the WebP. A file's name carries a hash of its SVG: a changed title or drawing makes a
 * new file instead of serving the old one.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import sharp from 'sharp';

const fontsDir = join(
  dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-kr')),
  '..',
  'fonts',
);

const FONT: ResvgRenderOptions['font'] = {
  fontFiles: [join(fontsDir, 'NotoSansKR-Regular.otf'), join(fontsDir, 'NotoSansKR-Bold.otf')],
  loadSystemFonts: false,
  defaultFontFamily: 'Noto Sans KR',
  sansSerifFamily: 'Noto Sans KR',
};

/** WebP quality: flat colours and text, where 80 shows no artefacts at a third of PNG's bytes. */
const QUALITY = 80;

/** Draws an SVG as a WebP `width` pixels wide (the height follows the SVG's proportions). */
export async function svgToWebp(svg: string, width: number): Promise<Buffer> {
  // Off the event loop (libuv's pool): a first page of 30 covers must not hold other requests.
  const png = await renderAsync(svg, { fitTo: { mode: 'width', value: width }, font: FONT });
  return sharp(png.asPng()).webp({ quality: QUALITY }).toBuffer();
}

/** The WebP copies of generated images in one folder, each drawn at most once. */
export class RenderedImages {
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(private readonly dir: string) {}

  /** The image `name` drawn from `svg` at `width` pixels: from the disk, or drawn and stored. */
  webp(name: string, svg: string, width: number): Promise<Buffer> {
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
    const file = join(this.dir, `${name}-${width}-${hash}.webp`);
    const running = this.drawing.get(file);
    if (running) return running;
    const drawn = this.readOrDraw(file, svg, width).finally(() => this.drawing.delete(file));
    this.drawing.set(file, drawn);
    return drawn;
  }

  private async readOrDraw(file: string, svg: string, width: number): Promise<Buffer> {
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const image = await svgToWebp(svg, width);
    await mkdir(this.dir, { recursive: true });
    // Written whole under another name first: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, image);
    await rename(partial, file);
    return image;
  }
}
