import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { greyFromRgba, type TGreyImage } from './grey-image.js';
import { createTesseractPool, languageFolder } from './tesseract-pool.js';

const require = createRequire(import.meta.url);
const pool = createTesseractPool({ concurrency: 2 });
GlobalFonts.registerFromPath(
  require.resolve('@expo-google-fonts/noto-sans-hk/400Regular/NotoSansHK_400Regular.ttf'),
  'Noto Sans HK',
);
afterAll(() => pool.terminate());

function line(text: string, font = '40px sans-serif'): TGreyImage {
  const canvas = createCanvas(900, 70);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 900, 70);
  context.fillStyle = '#111';
  context.font = font;
  context.fillText(text, 10, 50);
  return greyFromRgba(context.getImageData(0, 0, 900, 70).data, 900, 70);
}

describe('tesseract pool', () => {
  it('reads from the npm packages’ language data alone, in one local folder', () => {
    const folder = languageFolder();
    expect(fs.readdirSync(folder).sort()).toEqual(['chi_tra.traineddata.gz', 'eng.traineddata.gz']);
    for (const file of fs.readdirSync(folder)) {
      expect(fs.realpathSync(path.join(folder, file))).toMatch(
        /@tesseract\.js-data[/\\](eng|chi_tra)[/\\]4\.0\.0_best_int/,
      );
    }
  });

  it('reads a line of English, of digits and of Chinese, without fetching or caching anything', async () => {
    const cached = () => fs.readdirSync(process.cwd()).filter((f) => f.endsWith('.traineddata'));
    const before = cached();
    const [english, digits] = await Promise.all([
      pool.recognise(line('Harbour View Trading Limited'), { script: 'latin', singleLine: true }),
      pool.recognise(line('12,345,678.50'), { script: 'digits', singleLine: true }),
    ]);
    expect(english.text).toBe('Harbour View Trading Limited');
    expect(english.confidence).toBeGreaterThan(0.8);
    expect(digits.text).toBe('12,345,678.50');
    const chinese = await pool.recognise(line('太平洋物流有限公司', '40px "Noto Sans HK"'), {
      script: 'chinese',
      singleLine: true,
    });
    expect(chinese.text.replace(/\s/g, '')).toBe('太平洋物流有限公司');
    // cacheMethod 'none': nothing written beside the process, so nothing was ever downloaded to keep.
    expect(cached()).toEqual(before);
    expect(pool.workers().eng).toBeGreaterThan(0);
  });
});
