// tests/web/web_test.mjs — the browser build's tests, in Debian's Chromium, headless (cdp.mjs).
//
//   node --experimental-websocket tests/web/web_test.mjs --web build/web --game build/dev/troyes-dice
//        --cli build/dev/troyes-cli [--out DIR] CASE
//
// CASE is one of the cases below (tests/web/CMakeLists.txt registers each as a CTest test):
//   screen_<name>  a screen drawn by the page and by the Linux game with the same options and
//                  cosmetic seed: the same elements in the same places, and the same pixels
//   game_end       a whole solo game (tests/golden/solo_greedy.game's moves) played in the page:
//                  its end screen gives the score `troyes-cli replay` gives, and looks the same
//   save_reload    the real page (index.html): a game started and a move made, the page reloaded:
//                  the saved game is still in the browser's storage and the title offers it
//   tutorial_reload the real page: the guided game started from the first start's offer and
//                  taken three steps on with Enter, the page reloaded: the title offers to
//                  continue it, and Continue lesson 1 brings back its step
//   gamepad        the real page with a standard gamepad (the browser's Gamepad API, played by
//                  the test): its A button takes the first start's offer, the guided game starts
//   browser_keys   the real page: the browser keeps its keys (F5, Ctrl+R, F11, F12, zoom: a key
//                  event the page does not cancel) and the game takes its own (arrows, Tab,
//                  Backspace, F1: cancelled, as the game handles them); the title's Full screen button
//                  sets the page full screen and the game's picture follows the window's size
//   damaged_reload the real page with the damaged saved files of tests/game/bad_home put in the
//                  browser's storage: the title says (in French) that each was set aside, and
//                  after one more reload (the first start's offer, never answered, again) the
//                  set-aside copies are still in the storage
// Exit status 0 when the case passed; what failed is printed.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { Browser } from './cdp.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');

function options(argv) {
  const o = { out: null, cases: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (['--web', '--game', '--cli', '--out'].includes(a)) o[a.slice(2)] = argv[++i];
    else o.cases.push(a);
  }
  for (const k of ['web', 'game', 'cli'])
    if (!o[k]) throw new Error(`--${k} is needed`);
  if (!existsSync(join(o.web, 'troyes-dice.js'))) throw new Error(`no troyes-dice.js in ${o.web}`);
  o.out = o.out || mkdtempSync(join(tmpdir(), 'td-web-test-'));
  mkdirSync(o.out, { recursive: true });
  return o;
}

// The build folder on 127.0.0.1, with the headers the game's threads need, and the test page.
export function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const file = path === '/test.html' ? join(HERE, 'test.html') : join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) && file !== join(HERE, 'test.html')) { res.writeHead(403); res.end(); return; }
    let body;
    try { body = readFileSync(file); } catch { res.writeHead(404); res.end(); return; }
    res.writeHead(200, {
      'Content-Type': types[extname(file)] || 'application/octet-stream',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Cache-Control': 'no-cache',
    });
    res.end(body);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

// A PNG's pixels as RGBA (8-bit RGB or RGBA, not interlaced: what the game saves).
export function decodePng(buf) {
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let pos = 8, w = 0, h = 0, type = 0;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos), kind = buf.toString('ascii', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (kind === 'IHDR') {
      w = data.readUInt32BE(0); h = data.readUInt32BE(4); type = data[9];
      if (data[8] !== 8 || (type !== 2 && type !== 6) || data[12] !== 0) throw new Error('unsupported PNG');
    } else if (kind === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const bpp = type === 6 ? 4 : 3, stride = w * bpp;
  const raw = inflateSync(Buffer.concat(idat));
  const px = Buffer.alloc(w * h * 4), line = Buffer.alloc(stride), prev = Buffer.alloc(stride);
  for (let y = 0; y < h; y++) {
    const f = raw[y * (stride + 1)], src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? line[i - bpp] : 0, b = prev[i], c = i >= bpp ? prev[i - bpp] : 0;
      let p = a;
      if (f === 0) p = 0;
      else if (f === 2) p = b;
      else if (f === 3) p = (a + b) >> 1;
      else if (f === 4) {
        const pa = Math.abs(b - c), pb = Math.abs(a - c), pc = Math.abs(a + b - 2 * c);
        p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[i] = (src[i] + p) & 255;
    }
    for (let x = 0; x < w; x++) {
      for (let k = 0; k < 3; k++) px[(y * w + x) * 4 + k] = line[x * bpp + k];
      px[(y * w + x) * 4 + 3] = bpp === 4 ? line[x * bpp + 3] : 255;
    }
    line.copy(prev);
  }
  return { w, h, px };
}

// How two pictures of the same size differ: the pixels that differ at all, and the largest
// difference of one channel.
// Pixels inside a masked rectangle ([x, y, w, h]) are not compared.
function pixelsApart(a, b, masks = []) {
  if (a.w !== b.w || a.h !== b.h) return { n: Math.max(a.w * a.h, b.w * b.h), max: 255, at: `${a.w}x${a.h} against ${b.w}x${b.h}` };
  let n = 0, max = 0, at = '';
  for (let i = 0; i < a.w * a.h; i++) {
    const x = i % a.w, y = Math.floor(i / a.w);
    if (masks.some(([mx, my, mw, mh]) => x >= mx && x < mx + mw && y >= my && y < my + mh)) continue;
    let m = 0;
    for (let k = 0; k < 3; k++) m = Math.max(m, Math.abs(a.px[i * 4 + k] - b.px[i * 4 + k]));
    if (m) n++;
    if (m > max) { max = m; at = `(${i % a.w}, ${Math.floor(i / a.w)})`; }
  }
  return { n, max, at };
}

const ENV = { TROYES_DICE_LANG: 'en', TROYES_DICE_TODAY: '2026-11-21', TROYES_DICE_HOME: '' };

function runNative(o, name, args, env) {
  const png = join(o.out, `${name}-linux.png`), dump = join(o.out, `${name}-linux.txt`);
  const r = spawnSync(o.game, [...args, '--cosmetic-seed', '1', '--screenshot', png, '--dump', dump], {
    env: { ...process.env, SDL_VIDEODRIVER: 'dummy', SDL_AUDIODRIVER: 'dummy', ...ENV, ...env },
    encoding: 'utf8', timeout: 600000,
  });
  if (r.status !== 0) throw new Error(`the Linux game ${args.join(' ')}: exit ${r.status}\n${r.stderr}`);
  return { png: readFileSync(png), dump: readFileSync(dump, 'utf8') };
}

function pageUrl(base, page, args, env) {
  const q = new URLSearchParams();
  for (const a of args) q.append('arg', a);
  for (const [k, v] of Object.entries(env)) q.append('env', `${k}=${v}`);
  return `${base}/${page}?${q}`;
}

// A file of the page's memory (its FS), as a Buffer.
async function pageFile(b, path) {
  const b64 = await b.eval(`(() => { const d = Module.FS.readFile(${JSON.stringify(path)}); let s = '';
    for (let i = 0; i < d.length; i += 32768) s += String.fromCharCode.apply(null, d.subarray(i, i + 32768));
    return btoa(s); })()`);
  return Buffer.from(b64, 'base64');
}

async function runWeb(o, base, name, args, env) {
  const b = await Browser.start();
  try {
    await b.goto(pageUrl(base, 'test.html', [...args, '--cosmetic-seed', '1', '--screenshot', '/tmp/shot.png',
      '--dump', '/tmp/shot.txt'], { ...ENV, ...env }));
    const code = await b.until('Module.tdExitCode !== undefined && String(Module.tdExitCode)', `${name}: the page's game to end`, 600);
    if (code !== '0') throw new Error(`the page's game ${args.join(' ')}: exit ${code}\n${b.console.join('\n')}`);
    const png = await pageFile(b, '/tmp/shot.png'), dump = (await pageFile(b, '/tmp/shot.txt')).toString('utf8');
    writeFileSync(join(o.out, `${name}-web.png`), png);
    writeFileSync(join(o.out, `${name}-web.txt`), dump);
    return { png, dump };
  } finally {
    await b.close();
  }
}

// The same picture from the page and from the Linux game.
// `differ`: what the page draws otherwise on purpose: the dump's lines matching its regex, and its
// rectangles, left out of the comparison.
async function sameScreen(o, base, name, args, env = {}, differ = { lines: null, masks: [] }) {
  const linux = runNative(o, name, args, env);
  const web = await runWeb(o, base, name, args, env);
  // the elements drawn, their places and texts (a saved file's folder is the one line that may
  // differ: the page's files are in /save)
  const lines = (d) => d.split('\n').filter((l) => !/Saved in|\/save\//.test(l) && !(differ.lines && differ.lines.test(l)));
  const dl = lines(linux.dump), dw = lines(web.dump);
  const diff = dl.findIndex((l, i) => l !== dw[i]);
  if (diff >= 0 || dl.length !== dw.length)
    throw new Error(`${name}: the page drew other elements than the Linux game: line ${diff + 1}:\n  linux: ${dl[diff]}\n  page:  ${dw[diff]}`);
  const a = decodePng(linux.png), b = decodePng(web.png);
  const apart = pixelsApart(a, b, differ.masks);
  if (apart.n)
    throw new Error(`${name}: ${apart.n} of ${a.w * a.h} pixels differ, by up to ${apart.max} (at ${apart.at}); pictures in ${o.out}`);
  console.log(`${name}: the page drew what the Linux game drew: ${dl.length} elements, the same ${a.w}x${a.h} pixels${differ.masks.length ? ' (but the masked ones)' : ''}`);
  return { linux, web };
}

// The title's last item: Quit on the desktop, Full screen in the page (a page is never quit).
const QUIT_ITEM = { lines: /item\[quit\]/, masks: [[841, 618, 208, 44]] };

const SCREENS = {
  title: [['--screen', 'title', '--size', '1280x720'], {}, QUIT_ITEM],
  title_fr: [['--screen', 'title', '--size', '1280x720'], { TROYES_DICE_LANG: 'fr' }, QUIT_ITEM],
  learn_es: [['--screen', 'learn', '--size', '1280x720'], { TROYES_DICE_LANG: 'es' }],
  play: [['--game', '1p-std#42', '--screen', 'play', '--size', '1280x720'], {}],
  play_3p_x: [['--game', '3p-std-x#7', '--screen', 'play', '--size', '1280x800'], { TROYES_DICE_LANG: 'fr' }],
  rules_es: [['--screen', 'rules', '--size', '1024x640'], { TROYES_DICE_LANG: 'es' }],
};

async function gameEnd(o, base) {
  const golden = join(ROOT, 'tests/golden/solo_greedy.game');
  const text = readFileSync(golden, 'utf8').split('\n');
  const id = text.find((l) => l.startsWith('id ')).slice(3);
  const moves = text.filter((l) => l && !/^(;|troyes-dice |id |scores )/.test(l)).join('; ');
  const cli = spawnSync(o.cli, ['replay', '--json', golden], { encoding: 'utf8' });
  if (cli.status !== 0) throw new Error(`troyes-cli replay: ${cli.stderr}`);
  const total = JSON.parse(cli.stdout).players[0].total;
  const { web } = await sameScreen(o, base, 'game_end', ['--game', id, '--moves', moves, '--screen', 'end', '--size', '1280x720']);
  const m = /^headline text .* text=Final score: (\d+) VP\.$/m.exec(web.dump);
  if (!m) throw new Error(`game_end: the page's end screen gives no final score:\n${web.dump}`);
  if (Number(m[1]) !== total) throw new Error(`game_end: the page's game ended at ${m[1]} VP, troyes-cli replay says ${total}`);
  console.log(`game_end: ${moves.split('; ').length} moves played in the page; final score ${m[1]} VP, as troyes-cli replay says`);
}

// The page's settings, in French: the interface size offers only the sizes a page can show (75 %
// and 100 %; the board already fills the browser's window, which the game cannot grow) and its
// hint says how to make it larger; the Linux game offers six sizes up to 200 %.
async function settingsPage(o, base) {
  const args = ['--screen', 'settings', '--size', '1280x720'], env = { TROYES_DICE_LANG: 'fr' };
  const linux = runNative(o, 'settings_page', args, env);
  const web = await runWeb(o, base, 'settings_page', args, env);
  const sizes = (d) => [...d.matchAll(/^option\[scale,\d\]\.part1 text .* text=(\d+)\s?%$/gm)].map((m) => m[1]).join(' ');
  if (sizes(linux.dump) !== '75 100 125 150 175 200')
    throw new Error(`settings_page: the Linux game offers the sizes ${sizes(linux.dump)}`);
  if (sizes(web.dump) !== '75 100')
    throw new Error(`settings_page: the page offers the sizes ${sizes(web.dump)}, not 75 100`);
  const hint = /^hint\[scale\] text .* text=(.*)$/m.exec(web.dump);
  if (!hint || !/zoomez la page \(Ctrl \+\)/.test(hint[1]) || /fenêtre s’agrandit/.test(hint[1]))
    throw new Error(`settings_page: the page's hint for the size is ${hint ? hint[1] : 'missing'}`);
  console.log(`settings_page: the page offers the sizes ${sizes(web.dump)} %, with the hint "${hint[1]}"`);
}

async function saveReload(o, base) {
  const b = await Browser.start();
  try {
    const state = { TROYES_DICE_STATE_FILE: '/tmp/state.txt', TROYES_DICE_LANG: 'en' };
    await b.goto(pageUrl(base, 'index.html', ['--game', '1p-std#2026', '--moves', 'roll; p1 die 4 4 R prestige'], state));
    await b.until(`Module.FS && (() => { try { return Module.FS.readFile('/tmp/state.txt', {encoding: 'utf8'}).startsWith('screen play'); } catch { return false; } })()`,
      'save_reload: the play screen', 120);
    await b.until(`Module.FS.readdir('/save').includes('autosave.tdsave') && Module.tdPersistIdle()`,
      'save_reload: the saved files copied to the browser storage', 60);
    const saved = await b.eval(`Module.FS.readdir('/save').filter((f) => f[0] !== '.')`);
    if (!saved.includes('autosave.tdsave')) throw new Error(`save_reload: no autosave in /save after a move (${saved})`);
    const before = await pageFile(b, '/save/autosave.tdsave');
    await b.goto(pageUrl(base, 'index.html', [], state));
    await b.until(`Module.FS && (() => { try { return Module.FS.readFile('/tmp/state.txt', {encoding: 'utf8'}).startsWith('screen title'); } catch { return false; } })()`,
      'save_reload: the title after the reload', 120);
    const after = await pageFile(b, '/save/autosave.tdsave');
    if (!before.equals(after)) throw new Error('save_reload: the autosave read back after the reload is not the one saved');
    const title = (await pageFile(b, '/tmp/state.txt')).toString('utf8');
    writeFileSync(join(o.out, 'save_reload-title.txt'), title);
    if (!/continue/i.test(title)) throw new Error(`save_reload: the title after the reload offers no Continue:\n${title}`);
    console.log(`save_reload: the game in progress (${after.length} bytes) survived the reload; the title offers to continue it`);
  } finally {
    await b.close();
  }
}

// The page's settled screen (TROYES_DICE_STATE_FILE, written whenever nothing moves).
const STATE = { TROYES_DICE_STATE_FILE: '/tmp/state.txt', TROYES_DICE_LANG: 'en' };
function stateIs(prefix) {
  return `Module.FS && (() => { try { return Module.FS.readFile('/tmp/state.txt', {encoding: 'utf8'}).startsWith(${JSON.stringify(prefix)}); } catch { return false; } })()`;
}

async function tutorialReload(o, base) {
  const b = await Browser.start();
  try {
    await b.goto(pageUrl(base, 'index.html', [], STATE));
    await b.until(stateIs('screen learn'), 'tutorial_reload: the first start\'s offer', 120);
    await b.key('Enter', 'Enter', 13); // Learn to play
    await b.until(stateIs('screen play'), 'tutorial_reload: the guided game', 120);
    const step = async () => /Step (\d+) of/.exec((await pageFile(b, '/tmp/state.txt')).toString('utf8'))?.[1];
    for (let i = 0; i < 2; i++) {
      const was = await step();
      await b.key('Enter', 'Enter', 13); // Next
      await b.until(`(${stateIs('screen play')}) && !Module.FS.readFile('/tmp/state.txt', {encoding: 'utf8'}).includes('Step ${was} of')`,
        `tutorial_reload: the step after ${was}`, 60);
    }
    const at = await step();
    await b.until('Module.tdPersistIdle()', 'tutorial_reload: the files copied to the browser storage', 60);
    await b.goto(pageUrl(base, 'index.html', [], STATE));
    await b.until(stateIs('screen title'), 'tutorial_reload: the title after the reload', 120);
    const title = (await pageFile(b, '/tmp/state.txt')).toString('utf8');
    writeFileSync(join(o.out, 'tutorial_reload-title.txt'), title);
    if (!/Continue lesson 1/.test(title)) throw new Error(`tutorial_reload: the title after the reload does not offer to continue the guided game:\n${title}`);
    await b.click(...(await itemCentre(b, 'learn')));
    await b.until(stateIs('screen play'), 'tutorial_reload: the guided game again', 120);
    const again = await step();
    if (again !== at) throw new Error(`tutorial_reload: left at step ${at}, continued at step ${again}`);
    console.log(`tutorial_reload: the guided game left at step ${at} by a reload continues at step ${again}`);
  } finally {
    await b.close();
  }
}

async function damagedReload(o, base) {
  const b = await Browser.start();
  try {
    const state = { ...STATE, TROYES_DICE_LANG: 'fr' };
    await b.goto(pageUrl(base, 'index.html', [], state));
    await b.until(stateIs('screen learn'), 'damaged_reload: the first start', 120);
    const bad = join(ROOT, 'tests/game/bad_home');
    const files = ['settings.txt', 'profiles.txt', 'autosave.tdsave', 'table.tdsave'];
    for (const f of files)
      await b.eval(`Module.FS.writeFile('/save/${f}',
        Uint8Array.from(atob('${readFileSync(join(bad, f)).toString('base64')}'), (c) => c.charCodeAt(0)))`);
    await b.eval('Module.tdPersist()');
    await b.until('Module.tdPersistIdle()', 'damaged_reload: the damaged files stored', 60);
    await b.goto(pageUrl(base, 'index.html', [], state));
    await b.until(stateIs('screen title'), 'damaged_reload: the title', 120);
    const title = (await pageFile(b, '/tmp/state.txt')).toString('utf8');
    writeFileSync(join(o.out, 'damaged_reload-title.txt'), title);
    for (const f of files)
      if (!title.includes(`Le fichier ${f} est inutilisable`)) throw new Error(`damaged_reload: the title does not say that ${f} was set aside:\n${title}`);
    await b.until(`Module.FS.readdir('/save').includes('settings.txt.bad-1') && Module.tdPersistIdle()`,
      'damaged_reload: the set-aside copies stored', 60);
    await b.goto(pageUrl(base, 'index.html', [], state));
    // the news said once, the first start's offer, never answered, comes back
    await b.until(stateIs('screen learn'), 'damaged_reload: the first start\'s offer after one more reload', 120);
    const kept = await b.eval(`Module.FS.readdir('/save').filter((f) => /\\.bad-1$/.test(f)).sort().join(' ')`);
    if (kept !== 'autosave.tdsave.bad-1 profiles.txt.bad-1 settings.txt.bad-1 table.tdsave.bad-1')
      throw new Error(`damaged_reload: the set-aside copies in the storage after a reload: '${kept}'`);
    console.log(`damaged_reload: four damaged files set aside and said on the title (in French); kept in the storage: ${kept}`);
  } finally {
    await b.close();
  }
}

// A standard gamepad as the browser's Gamepad API shows one, put in the page before it loads: the
// test presses its buttons through window.tdPad.
const FAKE_PAD = `(() => {
  const pad = { id: 'Test pad (STANDARD GAMEPAD)', index: 0, connected: true, mapping: 'standard',
    timestamp: 1, axes: [0, 0, 0, 0], buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })) };
  window.tdPad = {
    press(i, down) { pad.buttons[i] = { pressed: down, touched: down, value: down ? 1 : 0 }; pad.timestamp++; },
    connect() { const e = new Event('gamepadconnected'); e.gamepad = pad; window.dispatchEvent(e); },
  };
  navigator.getGamepads = () => [pad, null, null, null];
})();`;

async function gamepad(o, base) {
  const b = await Browser.start();
  try {
    await b.send('Page.addScriptToEvaluateOnNewDocument', { source: FAKE_PAD });
    await b.goto(pageUrl(base, 'index.html', [], STATE));
    await b.until(stateIs('screen learn'), 'gamepad: the first start\'s offer', 120);
    await b.eval('tdPad.connect()');
    // A pressed and released until the game has taken it (it sees the pad once it has opened it,
    // and reads it once a frame): however slow the machine, one press lands. After a press, the
    // state file is watched for a while before the next one: it is written only once the screen
    // has settled, and presses that came faster than the lesson settles (each goes on a step, or
    // is refused with a shake) would keep it from ever settling.
    const end = Date.now() + 120000;
    for (let taken = false; !taken;) {
      await b.eval('tdPad.press(0, true)'); // A
      await new Promise((r) => setTimeout(r, 100));
      await b.eval('tdPad.press(0, false)');
      for (const wait = Date.now() + 5000; !taken && Date.now() < wait;) {
        await new Promise((r) => setTimeout(r, 100));
        taken = await b.eval(stateIs('screen play'));
      }
      if (!taken && Date.now() > end) throw new Error('gamepad: the guided game after the pad\'s A: not after 120 s');
    }
    console.log('gamepad: the pad\'s A button took the first start\'s offer: the guided game began');
  } finally {
    await b.close();
  }
}

async function browserKeys(o, base) {
  const b = await Browser.start();
  try {
    await b.goto(pageUrl(base, 'index.html', ['--screen', 'title'], STATE));
    await b.until(stateIs('screen title'), 'browser_keys: the title', 120);
    // dispatchEvent is false when a handler cancelled the key (preventDefault)
    const kept = async (init) => b.eval(`window.dispatchEvent(new KeyboardEvent('keydown',
      Object.assign({ bubbles: true, cancelable: true }, ${JSON.stringify(init)})))`);
    const browser = [{ key: 'F5', code: 'F5', keyCode: 116 }, { key: 'r', code: 'KeyR', keyCode: 82, ctrlKey: true },
      { key: 'F11', code: 'F11', keyCode: 122 }, { key: 'F12', code: 'F12', keyCode: 123 },
      { key: '+', code: 'Equal', keyCode: 187, ctrlKey: true }, { key: '0', code: 'Digit0', keyCode: 48, ctrlKey: true },
      { key: 'ArrowLeft', code: 'ArrowLeft', keyCode: 37, altKey: true }];
    const game = [{ key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 }, { key: 'Tab', code: 'Tab', keyCode: 9 },
      { key: 'Backspace', code: 'Backspace', keyCode: 8 }, { key: 'F1', code: 'F1', keyCode: 112 }];
    // (a letter's keydown is left to the browser while a text field may take it: its text comes
    // with the keypress, which SDL cancels then)
    for (const k of browser)
      if (!(await kept(k))) throw new Error(`browser_keys: the page cancelled ${JSON.stringify(k)}, a key the browser keeps`);
    for (const k of game)
      if (await kept(k)) throw new Error(`browser_keys: the game did not take ${JSON.stringify(k)}`);
    await b.eval("window.dispatchEvent(new KeyboardEvent('keyup', { key: 'F1', code: 'F1', keyCode: 112, bubbles: true }))");
    await b.goto(pageUrl(base, 'index.html', ['--screen', 'title'], STATE));
    await b.until(stateIs('screen title'), 'browser_keys: the title again', 120);
    await clickItem(b, 'quit', '!!document.fullscreenElement', 'browser_keys: full screen after the title\'s button'); // the page's "Full screen"
    const fits = `(() => { const c = Module.canvas, d = Module.FS.readFile('/tmp/state.txt', {encoding: 'utf8'});
      return c.clientWidth === innerWidth && c.clientHeight === innerHeight &&
        d.includes('\\noutput ' + c.width + ' ' + c.height + '\\n'); })()`;
    await b.until(fits, 'browser_keys: the game drawing at the full screen\'s size', 30);
    const size = await b.eval('[innerWidth, innerHeight, Module.canvas.width, Module.canvas.height].join(" ")');
    await clickItem(b, 'quit', '!document.fullscreenElement', 'browser_keys: out of full screen after the button again');
    console.log(`browser_keys: ${browser.length} browser keys left to the browser, ${game.length} game keys taken; full screen and back from the title's button (window, canvas: ${size})`);
  } finally {
    await b.close();
  }
}

// Clicks the title's item until the game has taken a click, then waits for `expr`: a click that
// never reached the game (its dump's "handled clicks" did not count it) is made again, one the
// game took must lead to `expr`. (A click right after the page went full screen was once lost on
// a busy machine, and the page stayed full screen.)
async function clickItem(b, name, expr, what) {
  const handled = async () => Number(/^handled clicks=(\d+)/m.exec((await pageFile(b, '/tmp/state.txt')).toString('utf8'))?.[1] ?? -1);
  const end = Date.now() + 120000;
  for (;;) {
    const before = await handled(), at = await itemCentre(b, name);
    await b.click(...at);
    for (const wait = Date.now() + 10000; Date.now() < wait;) {
      if (await b.eval(expr)) return;
      if (await handled() > before) {
        try {
          await b.until(expr, what, 60);
        } catch (e) {
          const size = await b.eval('[innerWidth, innerHeight, Module.canvas.width, Module.canvas.height].join(" ")');
          throw new Error(`${e.message} (the game took the click at ${at.map(Math.round)}; window, canvas: ${size})`);
        }
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    if (Date.now() > end) throw new Error(`${what}: the game took none of the clicks on its ${name} item in 120 s`);
  }
}

// Where the title's item is on the page: its dump line's design point, scaled to the canvas's size.
async function itemCentre(b, name) {
  const dump = (await pageFile(b, '/tmp/state.txt')).toString('utf8');
  const m = new RegExp(`^item\\[${name}\\] rect (\\S+) (\\S+)`, 'm').exec(dump);
  if (!m) throw new Error(`no item ${name} on the screen:\n${dump}`);
  const [w, h] = await b.eval('[Module.canvas.clientWidth, Module.canvas.clientHeight]');
  const k = Math.min(w / 1280, h / 720);
  return [(w - 1280 * k) / 2 + Number(m[1]) * k, (h - 720 * k) / 2 + Number(m[2]) * k];
}

async function main() {
  const o = options(process.argv.slice(2));
  const server = await serve(resolve(o.web));
  const base = `http://127.0.0.1:${server.address().port}`;
  let failed = 0;
  for (const c of o.cases) {
    try {
      if (c.startsWith('screen_') && SCREENS[c.slice(7)]) await sameScreen(o, base, c, ...SCREENS[c.slice(7)]);
      else if (c === 'game_end') await gameEnd(o, base);
      else if (c === 'settings_page') await settingsPage(o, base);
      else if (c === 'save_reload') await saveReload(o, base);
      else if (c === 'tutorial_reload') await tutorialReload(o, base);
      else if (c === 'damaged_reload') await damagedReload(o, base);
      else if (c === 'gamepad') await gamepad(o, base);
      else if (c === 'browser_keys') await browserKeys(o, base);
      else throw new Error(`unknown case ${c} (screen_${Object.keys(SCREENS).join(', screen_')}, game_end, settings_page, save_reload, tutorial_reload, damaged_reload, gamepad, browser_keys)`);
    } catch (e) {
      failed++;
      console.log(`FAILED ${c}: ${e.message}`);
    }
  }
  server.close();
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((e) => { console.log(`web_test.mjs: ${e.message}`); process.exit(2); });
