<#
.SYNOPSIS
Signs Windows files (the game's exe, the installer, the uninstaller) with Authenticode.

.DESCRIPTION
    pwsh -NoProfile -File packaging\windows\sign.ps1 FILE [FILE ...]

packaging/build.py calls it through MAGDAGDON_SIGN_COMMAND (the release workflow sets that to
this script), for magdagdon.exe before Inno Setup packs it, and Inno Setup calls it for the
installer and the uninstaller. One of two ways, from the environment:

- Azure Trusted Signing: AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET (an app
  registration with the "Trusted Signing Certificate Profile Signer" role) and
  MAGDAGDON_TRUSTED_SIGNING_ENDPOINT, MAGDAGDON_TRUSTED_SIGNING_ACCOUNT,
  MAGDAGDON_TRUSTED_SIGNING_PROFILE. signtool signs through Microsoft's Azure.CodeSigning
  dlib (NuGet package Microsoft.Trusted.Signing.Client, fetched once into %RUNNER_TEMP%).
- A code-signing certificate: WINDOWS_CERTIFICATE_PFX (base64 of the .pfx) and
  WINDOWS_CERTIFICATE_PASSWORD.

Every file is timestamped (RFC 3161) and verified with `signtool verify /pa` after signing.
With neither configured it fails: call it only when signing is wanted.
#>
param(
    [Parameter(Mandatory = $true, ValueFromRemainingArguments = $true)]
    [string[]] $Path
)
Set-StrictMode -Version Latest
$ErrorActionPreference = 'Stop'

$DlibPackage = 'Microsoft.Trusted.Signing.Client'
$DlibVersion = '1.0.95'

function Find-SignTool {
    $found = Get-Command signtool.exe -ErrorAction SilentlyContinue
    if ($found) { return $found.Source }
    $kits = Join-Path ${env:ProgramFiles(x86)} 'Windows Kits\10\bin'
    $tool = Get-ChildItem -Path $kits -Filter signtool.exe -Recurse -ErrorAction SilentlyContinue |
        Where-Object { $_.FullName -match '\\x64\\' } |
        Sort-Object { [version]($_.Directory.Parent.Name -replace '[^\d.]', '') } -Descending |
        Select-Object -First 1
    if (-not $tool) { throw 'signtool.exe not found: install the Windows SDK' }
    return $tool.FullName
}

function Get-TrustedSigningDlib {
    $root = Join-Path ($env:RUNNER_TEMP ?? [IO.Path]::GetTempPath()) "$DlibPackage.$DlibVersion"
    $dll = Join-Path $root 'bin\x64\Azure.CodeSigning.Dlib.dll'
    if (-not (Test-Path $dll)) {
        $zip = "$root.zip"
        Invoke-WebRequest -Uri "https://www.nuget.org/api/v2/package/$DlibPackage/$DlibVersion" -OutFile $zip
        Expand-Archive -Path $zip -DestinationPath $root -Force
    }
    if (-not (Test-Path $dll)) { throw "Azure.CodeSigning.Dlib.dll missing from $DlibPackage $DlibVersion" }
    return $dll
}

$signtool = Find-SignTool
$trusted = $env:MAGDAGDON_TRUSTED_SIGNING_ENDPOINT -and $env:MAGDAGDON_TRUSTED_SIGNING_ACCOUNT -and
    $env:MAGDAGDON_TRUSTED_SIGNING_PROFILE -and $env:AZURE_CLIENT_ID
$pfx = $null
if ($trusted) {
    $metadata = Join-Path ([IO.Path]::GetTempPath()) 'magdagdon-trusted-signing.json'
    @{
        Endpoint               = $env:MAGDAGDON_TRUSTED_SIGNING_ENDPOINT
        CodeSigningAccountName = $env:MAGDAGDON_TRUSTED_SIGNING_ACCOUNT
        CertificateProfileName = $env:MAGDAGDON_TRUSTED_SIGNING_PROFILE
    } | ConvertTo-Json | Set-Content -Path $metadata -Encoding utf8
    $how = @('/tr', 'http://timestamp.acs.microsoft.com', '/dlib', (Get-TrustedSigningDlib), '/dmdf', $metadata)
} elseif ($env:WINDOWS_CERTIFICATE_PFX) {
    $pfx = Join-Path ([IO.Path]::GetTempPath()) "magdagdon-$([guid]::NewGuid()).pfx"
    [IO.File]::WriteAllBytes($pfx, [Convert]::FromBase64String($env:WINDOWS_CERTIFICATE_PFX))
    $how = @('/f', $pfx, '/p', $env:WINDOWS_CERTIFICATE_PASSWORD, '/tr', 'http://timestamp.digicert.com')
} else {
    throw 'sign.ps1: no signing configured (Azure Trusted Signing variables or WINDOWS_CERTIFICATE_PFX)'
}

try {
    foreach ($file in $Path) {
        & $signtool sign /v /fd SHA256 /td SHA256 @how $file
        if ($LASTEXITCODE) { throw "signtool sign failed for $file" }
        & $signtool verify /pa /v $file
        if ($LASTEXITCODE) { throw "signtool verify failed for $file" }
    }
} finally {
    if ($pfx) { Remove-Item -Force $pfx }
}
