; Inno Setup script for the MAGDAGDON Windows installer (Inno Setup 6.3 or newer).
;
; Built by `python packaging/build.py` on Windows, which passes the values below with /D:
;   AppVersion   the version from pyproject.toml (the one source of the version)
;   AppVersionNumeric  the same as four numbers (1.2.0rc1 -> 1.2.0.0) for the version resource
;   SourceDir    the PyInstaller bundle, dist\magdagdon
;   OutputDir    where the installer goes, dist
;   IconFile     build\icons\magdagdon.ico (rendered from resources\icon.svg)
;   SignToolName set only when MAGDAGDON_SIGN_COMMAND is configured; build.py then also
;                passes /S<name>=<command> so the installer and uninstaller get signed.
;
; Install mode: per-user by default (no administrator rights needed); the first page lets
; the player choose "all users" instead (PrivilegesRequiredOverridesAllowed=dialog), and
; /ALLUSERS or /CURRENTUSER choose it on the command line.

#ifndef AppVersion
  #error AppVersion is not defined: build with python packaging\build.py
#endif
#ifndef AppVersionNumeric
  #define AppVersionNumeric AppVersion
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\magdagdon"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\magdagdon.ico"
#endif

#define AppName "MAGDAGDON"
#define AppExe "magdagdon.exe"
#define AppPublisher "CUBIRI"

[Setup]
; A fixed AppId ties upgrades and the uninstaller to this product; never change it.
AppId={{6F1D7C52-3B8E-4A8B-9C71-5E0D2B4F9A13}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
AppCopyright=A {#AppPublisher} ORIGINAL
VersionInfoVersion={#AppVersionNumeric}
VersionInfoProductTextVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoCompany={#AppPublisher}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename=magdagdon-{#AppVersion}-windows-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
#ifdef SignToolName
SignTool={#SignToolName}
SignedUninstaller=yes
#endif

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"
; Swedish is a user-contributed Inno Setup translation; use it when this Inno Setup has it.
#if FileExists(AddBackslash(CompilerPath) + "Languages\Swedish.isl")
Name: "sv"; MessagesFile: "compiler:Languages\Swedish.isl"
#endif

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
; {autoprograms} is the user's Start menu in a per-user install, everyone's otherwise.
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

