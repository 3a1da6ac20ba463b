<#
.SYNOPSIS
Writes what Windows says of the installer's signature to a status file for the release job.

.DESCRIPTION
    pwsh -NoProfile -File packaging\windows\signing_status.ps1 -Installer dist\x-setup.exe -Out dist\signing-windows-x64.txt

"signed" when the installer and the game's executable carry a valid Authenticode signature
with a timestamp, else "unsigned: why". packaging/check_release.py reads it and refuses to
publish an unsigned installer unless the run says so.
#>
param(
    [Parameter(Mandatory = $true)] [string] $Installer,
    [Parameter(Mandatory = $true)] [string] $Out,
    [string] $Executable = 'dist\magdagdon\magdagdon.exe'
)
Set-StrictMode -Version Latest
$ErrorActionPreference = 'Stop'

$why = @()
foreach ($file in @($Installer, $Executable)) {
    if (-not (Test-Path $file)) { $why += "$file is missing"; continue }
    $signature = Get-AuthenticodeSignature -FilePath $file
    if ($signature.Status -ne 'Valid') {
        $why += "$(Split-Path -Leaf $file): $($signature.Status)"
    } elseif (-not $signature.TimeStamperCertificate) {
        $why += "$(Split-Path -Leaf $file): no timestamp"
    }
}
$status = if ($why.Count) { "unsigned: $($why -join '; ')" } else { 'signed' }
Set-Content -Path $Out -Value $status -Encoding ascii
Write-Output "signing status of $(Split-Path -Leaf $Installer): $status"
