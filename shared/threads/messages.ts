import { catalogue } from '../i18n/catalogue.js';

/** What the simulation says of replies in a thread. */
export const THREAD_MESSAGES = catalogue(
  'thread-simulation',
  {
    quoted: '“{name}”',
    noneSet: 'none is set',
    withoutName: 'without a name',
    every: 'Every reply carries its reply signature ({reply}), however often the thread already shows it.',
    once: '{who, select, rule {The rule} other {The organisation}} signs once per thread: a reply whose quoted thread does not yet hold this sender’s full signature carries it ({first}, with its banners); a reply whose quoted thread already holds it gets {later}.',
    laterReply: 'the reply template {reply} without banners (the footers stay)',
    laterNothing: 'no signature, since no reply template is set',
    byRule: 'The rule {rule} sets this for the mailbox’s replies.',
  },
  {
    de: {
      quoted: '„{name}“',
      noneSet: 'keine festgelegt',
      withoutName: 'ohne Namen',
      every: 'Jede Antwort erhält ihre Antwortsignatur ({reply}), ganz gleich, wie oft der Verlauf sie schon zeigt.',
      once: '{who, select, rule {Die Regel} other {Die Organisation}} signiert einmal pro Verlauf: Eine Antwort, deren zitierter Verlauf die vollständige Signatur dieses Absenders noch nicht enthält, erhält sie ({first}, mit ihren Bannern); eine Antwort, deren zitierter Verlauf sie schon enthält, erhält {later}.',
      laterReply: 'die Antwortvorlage {reply} ohne Banner (die Fußzeilen bleiben)',
      laterNothing: 'keine Signatur, da keine Antwortvorlage festgelegt ist',
      byRule: 'Die Regel {rule} legt dies für die Antworten des Postfachs fest.',
    },
    fr: {
      quoted: '« {name} »',
      noneSet: 'aucune n’est définie',
      withoutName: 'sans nom',
      every: 'Chaque réponse porte sa signature de réponse ({reply}), quel que soit le nombre de fois où la conversation la montre déjà.',
      once: '{who, select, rule {La règle} other {L’organisation}} signe une fois par conversation : une réponse dont la conversation citée ne contient pas encore la signature complète de cet expéditeur la porte ({first}, avec ses bannières) ; une réponse dont la conversation citée la contient déjà reçoit {later}.',
      laterReply: 'le modèle de réponse {reply} sans bannières (les pieds de page restent)',
      laterNothing: 'aucune signature, puisqu’aucun modèle de réponse n’est défini',
      byRule: 'La règle {rule} le définit pour les réponses de cette boîte aux lettres.',
    },
    es: {
      quoted: '«{name}»',
      noneSet: 'no hay ninguna',
      withoutName: 'sin nombre',
      every: 'Cada respuesta lleva su firma de respuesta ({reply}), aunque la conversación ya la muestre.',
      once: '{who, select, rule {La regla} other {La organización}} firma una vez por conversación: una respuesta cuya conversación citada aún no contiene la firma completa de este remitente la lleva ({first}, con sus banners); una respuesta cuya conversación citada ya la contiene recibe {later}.',
      laterReply: 'la plantilla de respuesta {reply} sin banners (los pies de página se mantienen)',
      laterNothing: 'ninguna firma, ya que no hay plantilla de respuesta',
      byRule: 'La regla {rule} lo establece para las respuestas del buzón.',
    },
    nl: {
      quoted: '‘{name}’',
      noneSet: 'er is er geen ingesteld',
      withoutName: 'zonder naam',
      every: 'Elk antwoord krijgt zijn antwoordhandtekening ({reply}), hoe vaak de conversatie die ook al toont.',
      once: '{who, select, rule {De regel} other {De organisatie}} ondertekent één keer per conversatie: een antwoord waarvan de geciteerde conversatie de volledige handtekening van deze afzender nog niet bevat, krijgt die ({first}, met de banners); een antwoord waarvan de geciteerde conversatie die al bevat, krijgt {later}.',
      laterReply: 'het antwoordsjabloon {reply} zonder banners (de voetteksten blijven)',
      laterNothing: 'geen handtekening, omdat er geen antwoordsjabloon is ingesteld',
      byRule: 'De regel {rule} stelt dit in voor de antwoorden van het postvak.',
    },
  },
);
