import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headOf, imageProblem, imageTypeOf } from '../../../src/domain/uploads';

const PNG = new Uint8Array(readFileSync(path.resolve(import.meta.dirname, '../../../contracts/fixtures/logo.png')));
const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF');
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const SVG = bytes(
  '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>',
);
const TEXT = bytes('Just some notes, saved as logo.png\n');

describe("imageTypeOf: the type a file's content shows", () => {
  it.each([
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a WebP', WEBP, 'image/webp'],
    ['an SVG behind a byte-order mark, declaration, comment and doctype', SVG, 'image/svg+xml'],
    ['a text file', TEXT, null],
    ['an HTML page', bytes('<!DOCTYPE html><html><svg></svg></html>'), null],
    ['a RIFF file that is no WebP (a WAV)', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), null],
    ['nothing', new Uint8Array(0), null],
  ])('%s: %s', (_name, head, type) => {
    expect(imageTypeOf(head)).toBe(type);
  });
});

describe('imageProblem', () => {
  it('refuses a text file whatever its name or declared type says', () => {
    expect(imageProblem({ size: TEXT.length }, 'logo', TEXT)).toBe(
      'This file is not an image. The logo must be a PNG, JPEG, WebP or SVG image.',
    );
  });

  it('takes an image by its content, whatever its name (a PNG called logo.jpg is a PNG)', () => {
    expect(imageProblem({ size: PNG.length }, 'logo', PNG)).toBeNull();
    expect(imageProblem({ size: PNG.length }, 'cover', PNG)).toBeNull();
  });

  it('refuses an SVG cover, an empty file and a file over the limit', () => {
    expect(imageProblem({ size: SVG.length }, 'cover', SVG)).toBe('The cover image must be a PNG, JPEG or WebP image.');
    expect(imageProblem({ size: 0 }, 'logo', new Uint8Array(0))).toBe('This logo file is empty.');
    expect(imageProblem({ size: 600 * 1024 }, 'logo', PNG)).toBe(
      'The logo must be 500 kB or smaller (this one is 600 kB).',
    );
  });

  it('reads the first bytes of a file (headOf)', async () => {
    const head = await headOf(new Blob([PNG, new Uint8Array(10_000)]));
    expect(head.length).toBe(4096);
    expect(imageTypeOf(head)).toBe('image/png');
  });
});
