import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

/** Every JS file a page loads: its module scripts and everything they import, followed through the build. */
function jsGraph(dist: string, html: string): { files: Set<string>; inline: string[] } {
  const files = new Set<string>();
  const inline: string[] = [];
  const queue = [...html.matchAll(/<script[^>]*src="([^"]+)"[^>]*>/g)].map((m) => m[1]!);
  for (const m of html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1]!.trim()) inline.push(m[1]!);
    for (const imp of m[1]!.matchAll(/(?:import|from)\s*\(?\s*["']([^"']+\.js)["']/g)) queue.push(imp[1]!);
  }
  for (const m of html.matchAll(/component-url="([^"]+)"|renderer-url="([^"]+)"/g)) queue.push((m[1] ?? m[2])!);
  while (queue.length) {
    const url = queue.shift()!;
    if (files.has(url) || !url.startsWith('/')) continue;
    files.add(url);
    const code = readFileSync(join(dist, url), 'utf8');
    for (const imp of code.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(new URL(imp[1]!, `http://x${url}`).pathname);
    }
  }
  return { files, inline };
}

export function pageWeight(dist: string, page: string) {
  const html = readFileSync(join(dist, page), 'utf8');
  const { files, inline } = jsGraph(dist, html);
  const jsGzip = [...files].reduce((n, f) => n + gz(readFileSync(join(dist, f))), 0) + inline.reduce((n, s) => n + gz(s), 0);
  return { htmlGzip: gz(html), jsGzip, jsFiles: files.size, react: [...files].some((f) => /react|client\./.test(f)) };
}
