/**
 * A video of a real EAN-13 barcode for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): the bars of an ISBN-13 drawn into raw Y4M frames
 * (YUV 4:2:0, black bars on white), as a book held still in front of a tablet's camera.
 */
import { writeFileSync } from 'node:fs';

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R = L.map((code) => [...code].map((bit) => (bit === '0' ? '1' : '0')).join(''));
/** Which of the left six digits use the G set, by the first digit (it is encoded that way). */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** The 95 modules of an EAN-13 (1 = bar). */
export function ean13Modules(ean: string): string {
  if (!/^\d{13}$/.test(ean)) throw new Error(`Not an EAN-13: ${ean}`);
  const digits = [...ean].map(Number);
  const parity = PARITY[digits[0] as number] as string;
  let modules = '101';
  for (let i = 1; i <= 6; i++) {
    const set = parity[i - 1] === 'G' ? G : L;
    modules += set[digits[i] as number];
  }
  modules += '01010';
  for (let i = 7; i <= 12; i++) modules += R[digits[i] as number];
  return modules + '101';
}

/** Writes `frames` identical frames of the barcode to a .y4m file. */
export function writeEan13Video(ean: string, path: string, frames = 20): void {
  const width = 640;
  const height = 480;
  const moduleWidth = 4;
  const modules = ean13Modules(ean);
  const left = Math.floor((width - modules.length * moduleWidth) / 2);
  const top = 120;
  const bottom = 360;
  const luma = Buffer.alloc(width * height, 235);
  for (let y = top; y < bottom; y++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] !== '1') continue;
      luma.fill(16, y * width + left + m * moduleWidth, y * width + left + (m + 1) * moduleWidth);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
