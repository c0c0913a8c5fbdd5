// Decodes one picture read from stdin and writes it again to stdout, as argv[2] (png, jpeg, webp).
// It runs in a process of its own (reencode-image.ts) because the native decoder can crash on a
// crafted file: a crash ends this process, answers "unreadable", and leaves the server running.
import { createCanvas, loadImage } from '@napi-rs/canvas';

const format = process.argv[2];
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
// The decoder turns a photo the way its EXIF orientation says, so it stays upright without it.
const image = await loadImage(Buffer.concat(chunks));
const canvas = createCanvas(image.width, image.height);
canvas.getContext('2d').drawImage(image, 0, 0);
const out = format === 'png' ? await canvas.encode('png') : await canvas.encode(format, 92);
process.stdout.write(out, () => process.exit(0));
