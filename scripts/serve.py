#!/usr/bin/env python3
"""Serves a folder on 127.0.0.1 (wasm as application/wasm) and prints its URL.

    scripts/serve.py [--port N] DIR      N defaults to 8000; when it is taken, a free port is used.
"""
import argparse
import functools
import http.server
import socketserver
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript"}

    def end_headers(self):
        # Always fresh during development: a rebuilt module must not be served from cache.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, fmt, *args):
        pass


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("dir")
    args = parser.parse_args()
    handler = functools.partial(Handler, directory=args.dir)
    socketserver.TCPServer.allow_reuse_address = True
    try:
        server = socketserver.ThreadingTCPServer(("127.0.0.1", args.port), handler)
    except OSError:
        server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), handler)
    port = server.server_address[1]
    print(f"wasm-chess is being served at http://127.0.0.1:{port}/  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print(file=sys.stderr)


if __name__ == "__main__":
    main()
