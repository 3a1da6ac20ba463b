<#
.SYNOPSIS
CI (Windows): makes sure Inno Setup 6 (ISCC.exe) is installed, from Chocolatey when the
runner image lacks it.
#>
Set-StrictMode -Version Latest
$ErrorActionPreference = 'Stop'

$iscc = Join-Path ${env:ProgramFiles(x86)} 'Inno Setup 6\ISCC.exe'
if ((Get-Command iscc -ErrorAction SilentlyContinue) -or (Test-Path $iscc)) {
    Write-Output 'Inno Setup is installed'
    exit 0
}
choco install innosetup --no-progress -y
if ($LASTEXITCODE) { throw 'choco install innosetup failed' }
