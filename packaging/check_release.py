"""The release job's gate: the right version, every installer, and every one signed.

    python packaging/check_release.py --tag v1.2.0 [--allow-unsigned] INCOMING RELEASE

INCOMING holds what the build jobs uploaded (merged): the installers and one
``signing-<platform>.txt`` per signed platform, written by packaging/windows/
signing_status.ps1 and packaging/macos/signing_status.sh ("signed", or "unsigned: why").
It checks that

- the tag is ``v`` + ``__version__`` (magdagdon/__init__.py, the one place it is written);
- every installer of that version is there: Windows x64, macOS arm64 and x86_64, the .deb
  and the Linux tarball (names as packaging/build.py and deb.py make them);
- each Windows and macOS installer says "signed"; otherwise it refuses (exit 1), unless
  ``--allow-unsigned`` (the workflow's ``publish-unsigned`` input, given by hand): then it
  says loudly what is unsigned and writes that into ``RELEASE/UNSIGNED.md`` for the notes.

Then it copies the installers (nothing else) into RELEASE, where the job writes SHA256SUMS.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import bundle_plan as plan  # noqa: E402
import deb  # noqa: E402

#: Platforms whose installers must be signed, by the name of their status file.
SIGNED_PLATFORMS = ("windows-x64", "macos-arm64", "macos-x86_64")


def expected_installers(version: str) -> dict[str, str]:
    """File name -> the platform it is for."""
    return {
        f"{plan.APP_NAME}-{version}-windows-setup.exe": "windows-x64",
        f"{plan.APP_NAME}-{version}-macos-arm64.dmg": "macos-arm64",
        f"{plan.APP_NAME}-{version}-macos-x86_64.dmg": "macos-x86_64",
        deb.deb_name(version, "amd64"): "linux",
        f"{plan.APP_NAME}-{version}-linux-x86_64.tar.gz": "linux",
    }


def signing_status(incoming: Path, platform: str) -> str:
    path = incoming / f"signing-{platform}.txt"
    if not path.is_file():
        return "unsigned: no signing status was uploaded"
    return path.read_text(encoding="utf-8").strip() or "unsigned: empty signing status"


def check(
    tag: str, incoming: Path, release: Path, *, allow_unsigned: bool, version: str | None = None
) -> list[str]:
    """Problems that stop the release (empty: publish). Copies the installers on success."""
    version = version or plan.project_version()
    if tag != f"v{version}":
        return [f"tag {tag} but magdagdon.__version__ is {version}: tag v{version}"]
    installers = expected_installers(version)
    problems = [f"{name} is missing" for name in installers if not (incoming / name).is_file()]
    unsigned = {
        platform: status
        for platform in SIGNED_PLATFORMS
        if (status := signing_status(incoming, platform)) != "signed"
    }
    if unsigned and not allow_unsigned:
        problems += [
            f"{platform} is {status}; publishing it needs the publish-unsigned input"
            for platform, status in unsigned.items()
        ]
    if problems:
        return problems
    release.mkdir(parents=True, exist_ok=True)
    for name in installers:
        shutil.copy2(incoming / name, release / name)
    if unsigned:
        lines = [f"- {platform}: {status}" for platform, status in unsigned.items()]
        text = "**Unsigned installers** (published on purpose with publish-unsigned):\n\n"
        (release.parent / "UNSIGNED.md").write_text(text + "\n".join(lines) + "\n", "utf-8")
        for line in lines:
            print(f"::warning::UNSIGNED {line[2:]}")
    return []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tag", required=True, help="the git tag being released, e.g. v1.2.0")
    parser.add_argument(
        "--allow-unsigned",
        action="store_true",
        help="publish unsigned Windows/macOS installers (the workflow's publish-unsigned input)",
    )
    parser.add_argument("incoming", type=Path, help="the build jobs' artefacts, merged")
    parser.add_argument("release", type=Path, help="where the publishable files go")
    args = parser.parse_args(argv)
    problems = check(args.tag, args.incoming, args.release, allow_unsigned=args.allow_unsigned)
    for problem in problems:
        print(f"check_release: {problem}", file=sys.stderr)
    if not problems:
        print(f"check_release: {args.tag}: every installer is there; copied to {args.release}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
