#!/usr/bin/env python3
"""`scripts/cpu-of.py OUT command...`: runs the command and writes "wall user sys" (seconds) to OUT,
counting the CPU of every process it starts. Chromium's renderers are re-parented away from the test
process that started them, so `/usr/bin/time` misses them; here this process is their child
subreaper (Linux), reaps every descendant, and reads RUSAGE_CHILDREN. Exits with the command's code."""
import ctypes
import os
import resource
import sys
import time

PR_SET_CHILD_SUBREAPER = 36
ctypes.CDLL(None).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
out, command = sys.argv[1], sys.argv[2:]
started = time.time()
pid = os.fork()
if pid == 0:
    os.execvp(command[0], command)
code = 1
stop_waiting_at = None
while True:
    try:
        if stop_waiting_at is None:
            done, status = os.waitpid(-1, 0)
        else:
            # The command has ended: descendants still running get a few seconds, then are left.
            done, status = os.waitpid(-1, os.WNOHANG)
            if done == 0:
                if time.time() > stop_waiting_at:
                    break
                time.sleep(0.05)
                continue
    except ChildProcessError:
        break
    if done == pid:
        code = os.waitstatus_to_exitcode(status)
        stop_waiting_at = time.time() + 5
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
with open(out, "w") as f:
    f.write(f"{time.time() - started:.2f} {usage.ru_utime:.2f} {usage.ru_stime:.2f}\n")
sys.exit(code if code >= 0 else 1)
