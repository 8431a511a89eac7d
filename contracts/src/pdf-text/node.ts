/**
 * The text layer's files read from node_modules (the API's receipt mail, tests). `fromFile` is any
 * file of a package that depends on @ai-women/contracts (or of contracts itself): the fonts and
 * HarfBuzz are contracts' own dependencies and are resolved from there.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PdfTextAssets } from './engine';
import type { FontFile } from './faces';

export function nodePdfTextAssets(fromFile: string): PdfTextAssets {
  const contracts = createRequire(createRequire(fromFile).resolve('@ai-women/contracts/package.json'));
  const cache = new Map<string, Promise<Buffer>>();
  const read = (specifier: string) => {
    let bytes = cache.get(specifier);
    if (!bytes) {
      bytes = readFile(contracts.resolve(specifier));
      bytes.catch(() => cache.delete(specifier));
      cache.set(specifier, bytes);
    }
    return bytes;
  };
  return {
    font: (file: FontFile) => read(`${file.packageName}/${file.path}`),
    wasm: (name) => read(`harfbuzzjs/${name}`),
  };
}
