import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages.js';
import { placementLabel } from '../../shared/server-side/placement.js';
import { psQuote, setupSteps } from '../../shared/server-side/powershell.js';

/** PowerShell takes these as single quotes; inside a single-quoted string two of them stand for one. */
const QUOTES = "'\u2018\u2019\u201a\u201b";

/** Splits a script as PowerShell reads single-quoted strings: the text outside them, and each string's value. */
function tokens(script: string): { outside: string; strings: string[] } {
  let outside = '';
  const strings: string[] = [];
  for (let i = 0; i < script.length; i++) {
    if (!QUOTES.includes(script[i])) {
      outside += script[i];
      continue;
    }
    let value = '';
    for (i++; i < script.length; i++) {
      if (QUOTES.includes(script[i])) {
        if (i + 1 < script.length && QUOTES.includes(script[i + 1])) value += script[++i];
        else break;
      } else value += script[i];
    }
    strings.push(value);
  }
  return { outside, strings };
}

const HOSTILE_NAME = "O'Brien & Sons ‘x’; Remove-Item -Recurse C:\\ $(Get-Secret) `\n#";
const HOSTILE_DOMAIN = "evil'.test; Stop-Computer";

const TENANT = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('the Exchange Online PowerShell', () => {
  it('quotes any value as one single-quoted string that PowerShell reads back as the value', () => {
    for (const value of ['plain', "it's", '‘curly’', "''", 'a\u201b\u201ab', '$(danger)']) {
      const { outside, strings } = tokens(psQuote(value));
      expect([outside, strings]).toEqual(['', [value]]);
    }
    expect(tokens(psQuote('line\nbreak\u0000')).strings).toEqual(['linebreak']);
  });

  it.each(['off', 'unsigned', 'all'] as const)('keeps a hostile organisation name and domain inside strings (%s)', (mode) => {
    const steps = setupSteps({
      tenantId: TENANT,
      host: 'relay.example.net',
      organisation: HOSTILE_NAME,
      domains: [HOSTILE_DOMAIN, 'fine.test'],
      mode,
      meetings: false,
    });
    for (const step of steps) {
      const { outside, strings } = tokens(step.script);
      expect(outside).not.toMatch(/[;|&#]|\$\(|Remove-Item|Stop-Computer/);
      expect(outside.split('\n').length).toBe(step.script.split('\n').length);
      if (step.id === 'transport-rule') expect(strings).toEqual(expect.arrayContaining([HOSTILE_DOMAIN, 'fine.test']));
    }
    const comments = steps.flatMap((s) => tokens(s.script).strings).filter((s) => s.startsWith('Server-side email signatures for '));
    expect(comments.length).toBeGreaterThan(0);
    expect(comments[0]).toBe(`Server-side email signatures for ${HOSTILE_NAME.replace('\n', '')}`);
  });

  it('routes through the relay by its name and excepts, per mode, what must stay in Exchange', () => {
    const script = (mode: 'unsigned' | 'all', meetings: boolean) =>
      setupSteps({ tenantId: TENANT, host: 'relay.example.net', organisation: 'Fabrikam', domains: ['fabrikam.test'], mode, meetings })
        .map((s) => s.script)
        .join('\n');
    const unsigned = script('unsigned', false);
    // The organisation's own host name under the relay's, which binds its connections to it; the certificate's name checked.
    expect(unsigned).toContain(`-SmartHosts '${TENANT}.relay.example.net' -TlsSettings DomainValidation -TlsDomain 'relay.example.net'`);
    expect(unsigned).toContain("-TlsSenderCertificateName 'relay.example.net'");
    // The add-in's mark is anyone's to write: marked mail goes to the relay, which checks the mark's token.
    expect(unsigned).not.toContain('X-Signature-Applied');
    expect(unsigned).toContain('-ExceptIfMessageTypeMatches Calendaring');
    // Automatic replies and read receipts (the null sender) stay in Exchange with what a signature would break.
    for (const type of ['Encrypted', 'Signed', 'PermissionControlled', 'OOF', 'ReadReceipt']) {
      expect(unsigned).toContain(`-MessageTypeMatches ${type} -SetHeaderName 'X-Signature-Relay'`);
    }
    const all = script('all', true);
    expect(all).toContain("-ExceptIfHeaderMatchesMessageHeader 'X-Signature-Relay' -ExceptIfHeaderMatchesPatterns '.'");
    expect(all).not.toContain('X-Signature-Applied');
    expect(all).not.toContain('Calendaring');
  });

  it('titles and explains each step in the reader’s language; the scripts are the same in every language', () => {
    const opts = { tenantId: TENANT, host: 'relay.example.net', organisation: 'Fabrikam', domains: ['fabrikam.test'], meetings: false };
    for (const mode of ['unsigned', 'all'] as const) {
      const english = setupSteps({ ...opts, mode });
      expect(setupSteps({ ...opts, mode, language: 'en' })).toEqual(english);
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const steps = setupSteps({ ...opts, mode, language });
        expect(steps.map((s) => [s.id, s.script])).toEqual(english.map((s) => [s.id, s.script]));
        steps.forEach((step, i) => {
          expect([language, step.id, step.title === english[i].title, step.explanation === english[i].explanation]).toEqual([
            language,
            step.id,
            false,
            false,
          ]);
          expect([language, step.id, /[{}]/.test(step.title + step.explanation)]).toEqual([language, step.id, false]);
        });
      }
    }
    const rule = (language: 'en' | 'de', meetings: boolean, domains: string[]) =>
      setupSteps({ ...opts, meetings, domains, mode: 'unsigned', language }).find((s) => s.id === 'transport-rule')!.explanation;
    expect(rule('en', false, ['fabrikam.test'])).toBe(
      'Sends messages sent from inside your organisation by your own domains through the relay, except messages the relay has already handled (its stamp) and meeting requests and responses. Messages the add-in signed go too: the relay checks its mark and passes them on unchanged.',
    );
    expect(rule('de', true, [])).toBe(
      'Leitet Nachrichten, die innerhalb Ihrer Organisation gesendet werden, über das Relay, außer Nachrichten, die das Relay schon bearbeitet hat (sein Stempel). Vom Add-In signierte Nachrichten gehen auch dorthin: Das Relay prüft deren Markierung und gibt sie unverändert weiter.',
    );
  });
});

describe('where the relay put a signature', () => {
  it('reads in the reader’s language, naming the mail client whose reply marker it found', () => {
    expect(placementLabel('marker:outlook_mac_quote')).toBe('Above the quoted thread (the reply marker of Outlook for Mac)');
    expect(placementLabel('marker:original_message')).toBe('Above the quoted thread (the reply marker of an “Original Message” line)');
    expect(placementLabel('marker:outlook_separator')).toBe('Above the quoted thread (the reply marker of Outlook)');
    expect(placementLabel('marker:something_new')).toBe('Above the quoted thread');
    expect(placementLabel('body_end')).toBe('At the end of the message (no quoted thread)');
    expect(placementLabel('end', 'de')).toBe('Am Ende der Nachricht');
    expect(placementLabel('marker:outlook_mac_quote', 'de')).toBe(
      'Über dem zitierten Verlauf (an der Antwortmarkierung von Outlook für Mac)',
    );
    expect(placementLabel('marker:quote', 'es')).toBe('Encima del hilo citado (en la marca de respuesta de un mensaje citado)');
    expect(placementLabel(null, 'fr')).toBeNull();
  });
});
