"""A real PostgreSQL for the server's tests: Debian's server binaries, a cluster in a
temporary folder (initdb, pg_ctl), run as the `postgres` user (or `nobody`) when the tests
run as root, since PostgreSQL refuses to run as root. Skipped, saying why, where there are
no binaries or the server won't start."""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

PG_BIN = Path(os.environ.get("MANASTACK_PG_BIN", "/usr/lib/postgresql/15/bin"))


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _as_user() -> list[str]:
    """The command prefix that runs PostgreSQL as a user other than root."""
    if os.geteuid() != 0:
        return []
    for name in ("postgres", "nobody"):
        try:
            pwd.getpwnam(name)
        except KeyError:
            continue
        runuser = shutil.which("runuser")
        if runuser:
            return [runuser, "-u", name, "--"]
    pytest.skip("PostgreSQL won't run as root, and no other user (postgres, nobody) with "
                "runuser is here")
    return []


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    if not (PG_BIN / "initdb").exists() or not (PG_BIN / "pg_ctl").exists():
        pytest.skip(f"no PostgreSQL server binaries at {PG_BIN} (apt-get install postgresql)")
    pytest.importorskip("psycopg", reason="PostgreSQL needs psycopg: pip install -e '.[web]'")
    prefix = _as_user()
    folder = Path(tempfile.mkdtemp(prefix="manastack-pg-", dir="/tmp"))
    data = folder / "data"
    if prefix:
        user = prefix[2]
        info = pwd.getpwnam(user)
        os.chown(folder, info.pw_uid, info.pw_gid)
    port = _free_port()
    log = folder / "server.log"
    try:
        subprocess.run([*prefix, str(PG_BIN / "initdb"), "-D", str(data), "-U", "manastack",
                        "--auth=trust", "--no-sync"], check=True, capture_output=True, timeout=120)
        subprocess.run([*prefix, str(PG_BIN / "pg_ctl"), "-D", str(data), "-l", str(log), "-w",
                        "-t", "60", "-o", f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 "
                        "-c fsync=off", "start"], check=True, capture_output=True, timeout=120)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as exc:
        detail = getattr(exc, "stderr", b"") or b""
        shutil.rmtree(folder, ignore_errors=True)
        pytest.skip(f"PostgreSQL didn't start: {exc} {detail.decode(errors='replace')[:300]}")
    try:
        yield f"postgresql+psycopg://manastack@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*prefix, str(PG_BIN / "pg_ctl"), "-D", str(data), "-m", "immediate",
                        "stop"], capture_output=True, timeout=60)
        shutil.rmtree(folder, ignore_errors=True)
