"""What the GPU scripts that start afdc servers share: posting a request, waiting for /health,
and reading the data plane an attention process reports in its log."""

import json
import time
import urllib.error
import urllib.request


def post(url, body, timeout):
    """POSTs body as JSON and returns the parsed answer; an HTTP error or a timeout raises."""
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=timeout) as r:
        return json.loads(r.read())


def try_post(url, body, timeout):
    """post that never raises: (HTTP status, parsed answer), (status, the error body's first 300
    characters), or (-1, the exception) for a dropped connection or a timeout."""
    try:
        return 200, post(url, body, timeout)
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode(errors="replace")[:300]
    except Exception as e:  # a dropped connection or a timeout is an error too
        return -1, repr(e)[:300]


def health(url, timeout, procs=(), interval=0.2):
    """Seconds until url answers 200, or None after timeout seconds. A process of procs that exits
    first raises, naming its command and status."""
    t0 = time.time()
    while time.time() - t0 < timeout:
        for p in procs:
            if p.poll() is not None:
                raise RuntimeError(f"{p.args[0]} exited with {p.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return time.time() - t0
        except Exception:
            pass
        time.sleep(interval)
    return None


def wait_health(url, procs, timeout=400):
    """health that raises when url does not come up within timeout seconds."""
    t = health(url, timeout, procs)
    if t is None:
        raise RuntimeError(f"{url} not healthy within {timeout}s")
    return t


def transport_of(log, marker):
    """The transport= field of the first line of log holding marker (the attention process's
    connect or serving line), or None."""
    try:
        with open(log) as f:
            for line in f:
                if marker in line and "transport=" in line:
                    for field in line.split():
                        if field.startswith("transport="):
                            return field.split("=", 1)[1]
    except OSError:
        pass
    return None
