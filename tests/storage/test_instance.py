"""One instance per settings file (issue 17, 37.7): a second start raises the first and exits;
the file is known by its identity (a hard link is the same file, also after the first window
replaced it), and a frozen first window is named, not waited for forever."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

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


def second(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(CHILD), str(path)],
        capture_output=True,
        text=True,
        env=ENV,
        timeout=60,
    )


def read_until(proc: subprocess.Popen[str], word: str) -> None:
    assert proc.stdout is not None
    while (line := proc.stdout.readline()) and not line.startswith(word):
        pass
    assert line.startswith(word), f"the first window ended before {word}"


def test_a_hard_link_to_the_same_file_is_the_same_instance(ini, tmp_path):
    ini.write_text("")
    running = first(ini)
    try:
        link = tmp_path / "elsewhere" / "hard.ini"
        link.parent.mkdir()
        os.link(ini, link)
        assert second(link).returncode == 3
    finally:
        running.kill()
        running.wait()


def test_the_first_window_follows_its_file_when_a_write_replaces_it(ini, tmp_path):
    """Every write is a new file (a rename over the old one): a hard link made after it, to
    the file as it is now, still finds the first window."""
    ini.write_text("")
    running = first(ini)
    try:
        new = tmp_path / "new.ini"
        new.write_text("[settings]\n")
        os.replace(new, ini)  # what the store's write does
        read_until(running, "NAMES")  # it answers to the new identity now
        link = tmp_path / "hard-after.ini"
        os.link(ini, link)
        assert second(link).returncode == 3
    finally:
        running.kill()
        running.wait()


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="no way to freeze a process here")
def test_a_frozen_first_window_is_named_and_the_start_ends(ini):
    """Issue 37.9: a frozen window blocked every start ("brought to the front", and nothing
    appeared). Now the second start waits a bounded time for an answer, then says what to do."""
    running = first(ini)
    try:
        os.kill(running.pid, signal.SIGSTOP)
        done = second(ini)
        assert done.returncode == 4
        (line,) = done.stdout.splitlines()
        assert "does not answer" in line and str(ini) in line and "close" in line
    finally:
        os.kill(running.pid, signal.SIGCONT)
        running.kill()
        running.wait()
