#!/usr/bin/env python3
"""A bus that accepts and never answers (issue 26, F3 and F11): listens on a unix socket path or a
loopback TCP port, accepts every connection and holds it open without reading or writing a byte.
Usage: silent_bus.py unix PATH | silent_bus.py tcp  -- prints the address ('unix:path=…', 'tcp:host=…')
on its first line once listening, then runs until killed."""
import socket
import sys

if sys.argv[1] == "unix":
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(sys.argv[2])
    address = "unix:path=" + sys.argv[2]
else:
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    address = "tcp:host=127.0.0.1,port=%d" % server.getsockname()[1]
server.listen(16)
print(address, flush=True)
held = []
while True:
    connection, _ = server.accept()
    held.append(connection)   # never read, never answered, never closed
