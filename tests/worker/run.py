#!/usr/bin/env python3
"""Runs tests/worker/index.html in headless Chromium through chromedriver (plain WebDriver
over HTTP: no extra packages) and reports its results. Needs `make web web-variants` first
(www/pkg, and www/pkg-variants for analysis and review).

    python3 tests/worker/run.py        # from the project root; exit 0 when every test passes
"""
import functools
import http.server
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
TIMEOUT_S = 180


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(method, url, body=None, timeout=TIMEOUT_S):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        return json.loads(resp.read() or b"{}")


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def main():
    if not os.path.exists(os.path.join(ROOT, "www", "pkg", "wasm_chess.js")):
        sys.exit("www/pkg is missing: run `make web` first")
    if not os.path.exists(os.path.join(ROOT, "www", "pkg-variants", "wasm_chess.js")):
        sys.exit("www/pkg-variants is missing (analysis and review): run `make web-variants` first")
    http_port, driver_port = free_port(), free_port()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", http_port), functools.partial(QuietHandler, directory=ROOT))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    driver = subprocess.Popen([CHROMEDRIVER, f"--port={driver_port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    profile = tempfile.mkdtemp(prefix="worker-test-")
    base = f"http://127.0.0.1:{driver_port}"
    session = None
    try:
        for _ in range(100):
            try:
                request("GET", f"{base}/status", timeout=2)
                break
            except OSError:
                time.sleep(0.1)
        args = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                f"--user-data-dir={profile}"]
        caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome",
                                                 "goog:chromeOptions": {"binary": CHROMIUM, "args": args}}}}
        session = request("POST", f"{base}/session", caps)["value"]["sessionId"]
        url = f"{base}/session/{session}"
        request("POST", f"{url}/timeouts", {"script": TIMEOUT_S * 1000})
        request("POST", f"{url}/url", {"url": f"http://127.0.0.1:{http_port}/tests/worker/index.html"})
        script = """
            const done = arguments[arguments.length - 1];
            const poll = () => window.testResults ? done(window.testResults) : setTimeout(poll, 50);
            poll();"""
        results = request("POST", f"{url}/execute/async", {"script": script, "args": []})["value"]
    finally:
        if session:
            try:
                request("DELETE", f"{base}/session/{session}", timeout=20)
            except OSError:
                pass
        driver.terminate()
        driver.wait(timeout=20)
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)
    failed = [r for r in results if not r["ok"]]
    for r in results:
        print(("ok   " if r["ok"] else "FAIL ") + r["name"] + ("" if r["ok"] else "\n     " + r["message"]))
    print(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    sys.exit(1 if failed or not results else 0)


if __name__ == "__main__":
    main()
