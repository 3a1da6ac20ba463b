"""One instance per settings file (issue 17): a second start raises the first and exits."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

CHILD = Path(__file__).with_name("instance_child.py")
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def start(ini: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(CHILD), str(ini)], stdout=subprocess.PIPE, text=True, env=ENV
    )


def first(ini: Path) -> subprocess.Popen[str]:
    proc = start(ini)
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "FIRST"
    return proc


def test_a_second_start_raises_the_first_window_and_exits_with_one_line(ini):
    running = first(ini)
    try:
        second = subprocess.run(
            [sys.executable, str(CHILD), str(ini)],
            capture_output=True,
            text=True,
            env=ENV,
            timeout=30,
        )
        assert second.returncode == 3
        lines = second.stdout.splitlines()
        assert len(lines) == 1 and "already running" in lines[0] and str(ini) in lines[0]
        out, _ = running.communicate(timeout=30)
        assert out.strip() == "RAISED" and running.returncode == 0
    finally:
        running.kill()


def test_another_settings_file_is_another_instance(ini, tmp_path):
    running = first(ini)
    try:
        other = first(tmp_path / "other.ini")
        other.kill()
        other.wait()
    finally:
        running.kill()
        running.wait()


def test_a_symlink_to_the_same_file_is_the_same_instance(ini, tmp_path):
    ini.write_text("")
    link = tmp_path / "link.ini"
    link.symlink_to(ini)
    running = first(ini)
    try:
        second = subprocess.run(
            [sys.executable, str(CHILD), str(link)],
            capture_output=True,
            text=True,
            env=ENV,
            timeout=30,
        )
        assert second.returncode == 3
    finally:
        running.kill()
        running.wait()


def test_the_socket_of_a_killed_window_does_not_block_the_next_start(ini):
    killed = first(ini)
    killed.send_signal(signal.SIGKILL)
    killed.wait()
    again = first(ini)  # it claims the file: nobody answered on the old socket
    again.kill()
    again.wait()
