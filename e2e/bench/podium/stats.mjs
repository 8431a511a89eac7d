// Figures for the Podium trial (e2e/bench/podium-trial.mjs).
import fs from 'node:fs';

/** The nearest-rank percentile (`p` in 0–100) of a list of numbers; null for an empty list. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50, p95, max and count of a list of timings (ms). */
export function summarise(values) {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: values.length ? Math.max(...values) : null,
  };
}

/**
 * Lines of code in files: lines holding something other than white space or a comment (a line
 * comment, or the lines of a block comment), the same rule for both sides of the comparison.
 */
export function codeLines(files) {
  let lines = 0;
  for (const file of files) {
    let inBlock = false;
    for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
      const line = raw.trim();
      if (inBlock) {
        if (line.includes('*/')) {
          inBlock = false;
          if (line.slice(line.indexOf('*/') + 2).trim()) lines++;
        }
        continue;
      }
      if (!line || line.startsWith('//')) continue;
      if (line.startsWith('/*')) {
        if (!line.includes('*/', 2)) inBlock = true;
        else if (line.slice(line.indexOf('*/', 2) + 2).trim()) lines++;
        continue;
      }
      lines++;
    }
  }
  return { files: files.length, lines };
}
