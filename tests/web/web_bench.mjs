// tests/web/web_bench.mjs — the browser build's figures, in Debian's Chromium, headless: what the
// first load weighs (gzipped, as a web server would send it) and how long the page takes to its
// first frame, then the page's frame times while bots and the solo references think on their
// threads (a frame over 50 ms would be felt as a freeze). Prints JSON; measures, asserts nothing.
//
//   node --experimental-websocket tests/web/web_bench.mjs --web build/web [--seconds 20] [--runs 5]
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Browser } from './cdp.mjs';
import { serve } from './web_test.mjs';

const argv = process.argv.slice(2);
const opt = (name, dflt) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : dflt; };
const web = resolve(opt('--web', 'build/web'));
const seconds = Number(opt('--seconds', 20)), runs = Number(opt('--runs', 5));

function quantile(sorted, q) { return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]; }
function spread(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], p50: quantile(s, 0.5), max: s[s.length - 1] };
}

const sizes = {};
let total = 0;
for (const f of readdirSync(web).filter((f) => /^(index\.html|troyes-dice\.(js|wasm|data|worker\.js))$/.test(f))) {
  const raw = readFileSync(join(web, f));
  const gz = gzipSync(raw, { level: 9 }).length;
  sizes[f] = { bytes: raw.length, gzipped: gz };
  total += gz;
}

const server = await serve(web);
const base = `http://127.0.0.1:${server.address().port}`;

// The time from the page's start to its first frame, on a fresh profile (nothing cached).
const firstFrame = [];
for (let r = 0; r < runs; r++) {
  const b = await Browser.start();
  await b.goto(`${base}/index.html`);
  firstFrame.push(Math.round(await b.until('Module.tdFirstFrameAt', 'the first frame', 120)));
  await b.close();
}

// Frame intervals over `seconds` while a game is played by bots (their moves worked out on a
// thread) or a solo game starts (its references worked out on a thread).
async function frames(args, what) {
  const b = await Browser.start();
  const q = new URLSearchParams();
  for (const a of args) q.append('arg', a);
  await b.goto(`${base}/index.html?${q}`);
  await b.until('Module.tdFirstFrameAt', `${what}: the first frame`, 120);
  const gaps = await b.eval(`new Promise((done) => { const gaps = []; let last = performance.now();
    const end = last + ${seconds * 1000};
    function tick(now) { gaps.push(now - last); last = now; if (now < end) requestAnimationFrame(tick); else done(gaps); }
    requestAnimationFrame(tick); })`);
  await b.close();
  const s = [...gaps].sort((x, y) => x - y);
  return { what, args: args.join(' '), frames: gaps.length, p50_ms: +quantile(s, 0.5).toFixed(1),
           p99_ms: +quantile(s, 0.99).toFixed(1), max_ms: +s[s.length - 1].toFixed(1),
           over_50_ms: gaps.filter((g) => g > 50).length };
}

const watched = await frames(['--game', '2p-std#42', '--bots', 'expert,expert'], 'two expert bots playing');
// the same table with bots that take no time to think: the frames the game's drawing costs alone
const baseline = await frames(['--game', '2p-std#42', '--bots', 'random,random'], 'two random bots playing');
const solo = await frames(['--game', '1p-std#42'], 'a solo game starting (its references)');
server.close();
console.log(JSON.stringify({ first_load_gzipped_bytes: total, files: sizes,
  first_frame_ms: { runs: firstFrame, ...spread(firstFrame) }, frames: [watched, baseline, solo] }, null, 1));
