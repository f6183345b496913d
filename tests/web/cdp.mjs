// tests/web/cdp.mjs — drives Debian's Chromium, headless, through the DevTools protocol, for the
// browser tests (tests/web/web_test.mjs). Node's own WebSocket (node --experimental-websocket):
// no package to install.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class Browser {
  // Starts Chromium with a fresh profile (its own storage) or the profile folder given.
  static async start({ width = 1280, height = 720, profile = null, chromium = process.env.CHROMIUM || 'chromium' } = {}) {
    const b = new Browser();
    b.ownProfile = !profile;
    b.profile = profile || mkdtempSync(join(tmpdir(), 'td-chromium-'));
    b.proc = spawn(chromium, ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run',
      '--disable-dev-shm-usage', '--mute-audio', '--autoplay-policy=no-user-gesture-required',
      `--user-data-dir=${b.profile}`, `--window-size=${width},${height}`,
      '--remote-debugging-port=0', 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
    const wsUrl = await new Promise((resolve, reject) => {
      let err = '';
      b.proc.stderr.on('data', (d) => {
        err += d;
        const m = /DevTools listening on (ws:\/\/\S+)/.exec(err);
        if (m) resolve(m[1]);
      });
      b.proc.on('exit', (code) => reject(new Error(`chromium ended (${code}) before it listened:\n${err}`)));
    });
    const port = new URL(wsUrl).port;
    const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
    const page = list.find((t) => t.type === 'page');
    b.ws = new WebSocket(page.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => { b.ws.onopen = resolve; b.ws.onerror = reject; });
    b.next = 1;
    b.waiting = new Map();
    b.console = [];
    // the browser gone (closed, crashed): every call still waiting fails instead of waiting for ever
    b.ws.onclose = () => {
      for (const { reject } of b.waiting.values()) reject(new Error('the browser closed its connection'));
      b.waiting.clear();
      b.closed = true;
    };
    b.ws.onmessage = (ev) => {
      const msg = JSON.parse(ev.data);
      if (msg.id && b.waiting.has(msg.id)) {
        const { resolve, reject } = b.waiting.get(msg.id);
        b.waiting.delete(msg.id);
        if (msg.error) reject(new Error(`${msg.error.message}`));
        else resolve(msg.result);
      } else if (msg.method === 'Runtime.consoleAPICalled') {
        b.log(msg.params.args.map((a) => a.value ?? a.description ?? '').join(' '));
      } else if (msg.method === 'Runtime.exceptionThrown') {
        const d = msg.params.exceptionDetails;
        b.log(`exception: ${d.exception?.description || d.text}`);
      }
    };
    await b.send('Runtime.enable');
    await b.send('Page.enable');
    return b;
  }

  log(line) {
    this.console.push(line);
    if (process.env.TD_WEB_VERBOSE) console.log(`[page] ${line}`);
  }

  send(method, params = {}) {
    if (this.closed) return Promise.reject(new Error(`${method}: the browser closed its connection`));
    const id = this.next++;
    this.ws.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
  }

  async goto(url) {
    await this.send('Page.navigate', { url });
  }

  // The value of a JavaScript expression in the page.
  async eval(expr) {
    const r = await this.send('Runtime.evaluate', { expression: expr, returnByValue: true, awaitPromise: true });
    if (r.exceptionDetails) throw new Error(`${expr}: ${r.exceptionDetails.exception?.description || r.exceptionDetails.text}`);
    return r.result.value;
  }

  // Waits until the expression is true in the page; fails after `seconds` with `what`.
  async until(expr, what, seconds = 120) {
    const end = Date.now() + seconds * 1000;
    for (;;) {
      let v = false;
      try { v = await this.eval(expr); } catch { v = false; }
      if (v) return v;
      if (Date.now() > end) throw new Error(`${what}: not after ${seconds} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async screenshot() {
    const r = await this.send('Page.captureScreenshot', { format: 'png' });
    return Buffer.from(r.data, 'base64');
  }

  async click(x, y) {
    for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased'])
      await this.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
  }

  // Presses and releases a key: `key` as the DOM names it ('Enter', 'Escape', 'h'), `code` its
  // place ('Enter', 'Escape', 'KeyH'), `keyCode` the old number SDL's page code reads.
  async key(key, code, keyCode) {
    const base = { key, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
    await this.send('Input.dispatchKeyEvent', { type: 'keyDown', ...base, text: key.length === 1 ? key : undefined });
    await this.send('Input.dispatchKeyEvent', { type: 'keyUp', ...base });
  }

  // Ends the browser: asked to close (it may end before it answers), then its process waited for.
  async close() {
    const ended = new Promise((r) => { if (this.proc.exitCode !== null || this.proc.signalCode) r(); else this.proc.on('exit', r); });
    this.send('Browser.close').catch(() => { /* it ended first */ });
    await Promise.race([ended, new Promise((r) => setTimeout(r, 10000))]);
    this.proc.kill('SIGKILL');
    await ended;
    if (this.ownProfile) rmSync(this.profile, { recursive: true, force: true });
  }
}
