import { catalogue } from '../i18n/catalogue.js';

/** The test message an Administrator sends to an inbox to see a signature as mail clients show it. */
export const TEST_MAIL_MESSAGES = catalogue(
  'test-mail',
  {
    subject: 'Test: your e-mail signature',
    intro: 'This is how the signature looks in a message:',
  },
  {
    de: { subject: 'Test: Ihre E-Mail-Signatur', intro: 'So sieht die Signatur in einer Nachricht aus:' },
    fr: { subject: 'Test : votre signature d’e-mail', intro: 'Voici la signature telle qu’elle apparaît dans un message :' },
    es: { subject: 'Prueba: tu firma de correo', intro: 'Así se ve la firma en un mensaje:' },
    nl: { subject: 'Test: je e-mailhandtekening', intro: 'Zo ziet de handtekening eruit in een bericht:' },
  },
);
