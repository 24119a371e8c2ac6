#!/usr/bin/env python3
"""The rates feed's stand-in for the tests (issue 48): an HTTPS server on 127.0.0.1 with a certificate of a
CA made for the run, serving the fixture feed and hostile variants of it, one path each.

    python3 Tests/EndToEnd/rates_server.py DIRECTORY
writes DIRECTORY/ca.pem (the CA the calculator is told to trust: CALCULATOR_RATES_CA) and prints the port
on its first line, then serves until killed.  Paths: /good (Tests/RatesFixtures/eurofxref-daily.xml),
/malformed, /truncated (half, then the connection closes), /cut (a Content-Length longer than what comes),
/huge (10 MB), /slow (one byte a second), /404, /redirect-http, /redirect-file, /redirect-https (to /good),
/html (a captive portal's page), /few (3 currencies), /negative, /future, /doctype (an entity bomb).
"""
import http.server
import os
import ssl
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOOD = open(os.path.join(ROOT, "Tests/RatesFixtures/eurofxref-daily.xml"), "rb").read()


def certificates(directory):
    """A CA and a server certificate for 127.0.0.1 signed by it, made with openssl."""
    def run(*args):
        subprocess.run(["openssl", *args], check=True, capture_output=True, cwd=directory)
    run("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out", "ca.pem", "-days", "2",
        "-subj", "/CN=calculator test CA")
    run("req", "-newkey", "rsa:2048", "-nodes", "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=127.0.0.1")
    with open(os.path.join(directory, "san.ext"), "w") as handle:
        handle.write("subjectAltName=IP:127.0.0.1\n")
    run("x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-out",
        "server.pem", "-days", "2", "-extfile", "san.ext")


def variant(path, port):
    """(status, headers, body or a generator of chunks, close early) for a path."""
    xml = {"Content-Type": "text/xml"}
    if path == "/good":
        return 200, xml, GOOD
    if path == "/malformed":
        return 200, xml, GOOD.replace(b"<Cube currency='JPY' rate='161.72'/>", b"<Cube currency='JPY' rate='161.72'>")
    if path == "/truncated":
        return 200, {"Content-Type": "text/xml", "Connection": "close"}, GOOD[: len(GOOD) // 2]
    if path == "/cut":
        return 200, {"Content-Type": "text/xml", "Content-Length": str(len(GOOD))}, GOOD[: len(GOOD) // 2]
    if path == "/huge":
        return 200, xml, (GOOD[:400] + b"<!-- " + b"x" * (10 << 20) + b" -->")
    if path == "/slow":
        return 200, xml, "slow"
    if path == "/404":
        return 404, {"Content-Type": "text/html"}, b"<html><body>Not found</body></html>"
    if path == "/redirect-http":
        return 302, {"Location": f"http://127.0.0.1:{port}/good"}, b""
    if path == "/redirect-file":
        return 302, {"Location": "file:///etc/passwd"}, b""
    if path == "/redirect-https":
        return 302, {"Location": f"https://127.0.0.1:{port}/good"}, b""
    if path == "/html":
        return 200, {"Content-Type": "text/html"}, (
            b"<!DOCTYPE html><html><head><title>Sign in</title></head><body><p>Log in to the hotel Wi-Fi"
            b"<form><input name=room></form></body></html>")
    if path == "/few":
        cubes = GOOD.split(b"\n")
        kept = [line for line in cubes if b"currency=" not in line or b"'USD'" in line or b"'JPY'" in line or b"'GBP'" in line]
        return 200, xml, b"\n".join(kept)
    if path == "/negative":
        return 200, xml, GOOD.replace(b"rate='161.72'", b"rate='-161.72'")
    if path == "/future":
        return 200, xml, GOOD.replace(b"time='2026-11-27'", b"time='2099-01-01'")
    if path == "/doctype":
        return 200, xml, (b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>'
                          + GOOD[GOOD.index(b"<gesmes:Envelope"):])
    return 404, {}, b""


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        status, headers, body = variant(self.path, self.server.server_address[1])
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        if body == "slow":
            self.send_header("Content-Length", str(len(GOOD)))
            self.end_headers()
            try:
                for byte in GOOD:
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                    time.sleep(1)
            except OSError:
                pass
            return
        if "Content-Length" not in headers and headers.get("Connection") != "close":
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body)
        except OSError:
            pass
        if headers.get("Connection") == "close" or "Content-Length" in headers:
            self.close_connection = True

    def log_message(self, *args):
        pass


def main():
    directory = sys.argv[1]
    certificates(directory)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(os.path.join(directory, "server.pem"), os.path.join(directory, "server.key"))
    server.socket = context.wrap_socket(server.socket, server_side=True)
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
