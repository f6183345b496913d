#!/usr/bin/env python3
"""web/serve.py — serves the browser build (build/web) on 127.0.0.1 with the headers it needs.

    python3 serve.py [--port N] [--dir DIR]

The game's threads share the page's memory (SharedArrayBuffer), which browsers allow only on a
cross-origin isolated page: every answer carries Cross-Origin-Opener-Policy: same-origin and
Cross-Origin-Embedder-Policy: require-corp. .wasm is sent as application/wasm. A static web host
must send the same (README.md, "Play in the browser").
"""
import argparse
import functools
import http.server
import os
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      '.wasm': 'application/wasm', '.js': 'text/javascript',
                      '.data': 'application/octet-stream'}

    def end_headers(self):
        self.send_header('Cross-Origin-Opener-Policy', 'same-origin')
        self.send_header('Cross-Origin-Embedder-Policy', 'require-corp')
        self.send_header('Cache-Control', 'no-cache')
        super().end_headers()

    def log_message(self, fmt, *args):
        pass


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--port', type=int, default=8080)
    ap.add_argument('--dir', default=os.path.dirname(os.path.abspath(__file__)))
    opt = ap.parse_args()
    handler = functools.partial(Handler, directory=opt.dir)
    try:
        server = http.server.ThreadingHTTPServer(('127.0.0.1', opt.port), handler)
    except OSError as e:
        sys.exit(f'serve.py: cannot listen on 127.0.0.1:{opt.port}: {e.strerror} (try --port)')
    print(f'Troyes Dice is served at http://127.0.0.1:{server.server_port}/ (Ctrl+C stops)', flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == '__main__':
    main()
