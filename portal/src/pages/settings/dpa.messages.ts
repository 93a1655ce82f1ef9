import { catalogue } from '../../../../shared/i18n/catalogue.js';

/** The settings' data processing agreement: its status, the agreement itself and accepting it. */
export const dpaMessages = catalogue(
  'portal.settings.dpa',
  {
    heading: 'Data processing agreement',
    intro:
      '{organisation} is the controller of the personal data the service processes; the service is its processor. The agreement sets out what is processed, why, and how it is protected. <link>Read the data processing agreement</link>.',
    controller:
      '{organisation} is the controller of its data, so only its own Admin accepts the data processing agreement; a partner cannot accept it on the client’s behalf.',
    acceptedVersion: '{organisation} accepted the data processing agreement, version {version}.',
    accepted: '{organisation} accepted the data processing agreement.',
    anAdmin: 'an Admin',
    loading: 'Loading the agreement’s status…',
    onlyAdmin: 'Only an Admin of {organisation} sees and accepts the data processing agreement.',
    notLoaded: 'The agreement’s status could not be loaded',
    acceptVersion: 'Accept version {version}',
    confirmTitle: 'Accept the data processing agreement?',
    confirmLabel: 'Accept the agreement',
    confirmText:
      'You accept the data processing agreement, version {version}, for {organisation}, as one of its Admins. The acceptance is recorded under your name in the change log.',
    notAccepted: 'Not accepted yet. Version {version} is in force.',
    acceptedByVersion: 'Accepted (version {version}) by {who} on {date}.',
    acceptedBy: 'Accepted by {who} on {date}.',
    inForce: 'It is the version in force.',
    acceptAgain: 'Version {version} is in force now: an Admin accepts it again.',
  },
  {
    de: {
      heading: 'Auftragsverarbeitungsvertrag',
      intro:
        '{organisation} ist für die personenbezogenen Daten verantwortlich, die der Dienst verarbeitet; der Dienst ist ihr Auftragsverarbeiter. Der Vertrag legt fest, was verarbeitet wird, wozu und wie es geschützt ist. <link>Auftragsverarbeitungsvertrag lesen</link>.',
      controller:
        '{organisation} ist für ihre Daten verantwortlich, daher stimmt nur ihr eigener Administrator dem Auftragsverarbeitungsvertrag zu; ein Partner kann das nicht im Namen der Kundenorganisation tun.',
      acceptedVersion: '{organisation} hat dem Auftragsverarbeitungsvertrag in Version {version} zugestimmt.',
      accepted: '{organisation} hat dem Auftragsverarbeitungsvertrag zugestimmt.',
      anAdmin: 'einem Administrator',
      loading: 'Der Status des Vertrags wird geladen…',
      onlyAdmin: 'Nur ein Administrator von {organisation} sieht den Auftragsverarbeitungsvertrag und stimmt ihm zu.',
      notLoaded: 'Der Status des Vertrags konnte nicht geladen werden',
      acceptVersion: 'Version {version} zustimmen',
      confirmTitle: 'Dem Auftragsverarbeitungsvertrag zustimmen?',
      confirmLabel: 'Vertrag zustimmen',
      confirmText:
        'Sie stimmen dem Auftragsverarbeitungsvertrag in Version {version} für {organisation} als einer ihrer Administratoren zu. Die Zustimmung wird unter Ihrem Namen im Änderungsprotokoll festgehalten.',
      notAccepted: 'Noch nicht zugestimmt. Version {version} ist in Kraft.',
      acceptedByVersion: 'Zugestimmt (Version {version}) von {who} am {date}.',
      acceptedBy: 'Zugestimmt von {who} am {date}.',
      inForce: 'Es ist die geltende Version.',
      acceptAgain: 'Jetzt ist Version {version} in Kraft: Ein Administrator muss erneut zustimmen.',
    },
    fr: {
      heading: 'Accord de traitement des données',
      intro:
        '{organisation} est responsable du traitement des données personnelles que le service traite ; le service est son sous-traitant. L’accord précise ce qui est traité, pourquoi et comment c’est protégé. <link>Lire l’accord de traitement des données</link>.',
      controller:
        '{organisation} est responsable du traitement de ses données : seul son propre administrateur accepte l’accord de traitement des données ; un partenaire ne peut pas l’accepter au nom de l’organisation cliente.',
      acceptedVersion: '{organisation} a accepté l’accord de traitement des données, version {version}.',
      accepted: '{organisation} a accepté l’accord de traitement des données.',
      anAdmin: 'un administrateur',
      loading: 'Chargement du statut de l’accord…',
      onlyAdmin: 'Seul un administrateur de {organisation} voit et accepte l’accord de traitement des données.',
      notLoaded: 'Le statut de l’accord n’a pas pu être chargé',
      acceptVersion: 'Accepter la version {version}',
      confirmTitle: 'Accepter l’accord de traitement des données ?',
      confirmLabel: 'Accepter l’accord',
      confirmText:
        'Vous acceptez l’accord de traitement des données, version {version}, pour {organisation}, en tant que l’un de ses administrateurs. L’acceptation est enregistrée à votre nom dans le journal des modifications.',
      notAccepted: 'Pas encore accepté. La version {version} est en vigueur.',
      acceptedByVersion: 'Accepté (version {version}) par {who} le {date}.',
      acceptedBy: 'Accepté par {who} le {date}.',
      inForce: 'C’est la version en vigueur.',
      acceptAgain: 'La version {version} est désormais en vigueur : un administrateur doit l’accepter à nouveau.',
    },
    es: {
      heading: 'Acuerdo de tratamiento de datos',
      intro:
        '{organisation} es la responsable de los datos personales que trata el servicio; el servicio es su encargado del tratamiento. El acuerdo establece qué se trata, para qué y cómo se protege. <link>Leer el acuerdo de tratamiento de datos</link>.',
      controller:
        '{organisation} es la responsable de sus datos, así que solo su propio administrador acepta el acuerdo de tratamiento de datos; un partner no puede aceptarlo en nombre de la organización cliente.',
      acceptedVersion: '{organisation} aceptó el acuerdo de tratamiento de datos, versión {version}.',
      accepted: '{organisation} aceptó el acuerdo de tratamiento de datos.',
      anAdmin: 'un administrador',
      loading: 'Cargando el estado del acuerdo…',
      onlyAdmin: 'Solo un administrador de {organisation} ve y acepta el acuerdo de tratamiento de datos.',
      notLoaded: 'No se pudo cargar el estado del acuerdo',
      acceptVersion: 'Aceptar la versión {version}',
      confirmTitle: '¿Aceptar el acuerdo de tratamiento de datos?',
      confirmLabel: 'Aceptar el acuerdo',
      confirmText:
        'Aceptas el acuerdo de tratamiento de datos, versión {version}, para {organisation}, como uno de sus administradores. La aceptación queda registrada a tu nombre en el registro de cambios.',
      notAccepted: 'Aún no se ha aceptado. La versión {version} está en vigor.',
      acceptedByVersion: 'Aceptado (versión {version}) por {who} el {date}.',
      acceptedBy: 'Aceptado por {who} el {date}.',
      inForce: 'Es la versión en vigor.',
      acceptAgain: 'Ahora está en vigor la versión {version}: un administrador debe aceptarla de nuevo.',
    },
    nl: {
      heading: 'Verwerkersovereenkomst',
      intro:
        '{organisation} is verwerkingsverantwoordelijke voor de persoonsgegevens die de service verwerkt; de service is haar verwerker. De overeenkomst beschrijft wat er wordt verwerkt, waarom en hoe het wordt beschermd. <link>De verwerkersovereenkomst lezen</link>.',
      controller:
        '{organisation} is verantwoordelijk voor haar eigen gegevens, dus alleen haar eigen beheerder accepteert de verwerkersovereenkomst; een partner kan die niet namens de klantorganisatie accepteren.',
      acceptedVersion: '{organisation} heeft de verwerkersovereenkomst geaccepteerd, versie {version}.',
      accepted: '{organisation} heeft de verwerkersovereenkomst geaccepteerd.',
      anAdmin: 'een beheerder',
      loading: 'Status van de overeenkomst wordt geladen…',
      onlyAdmin: 'Alleen een beheerder van {organisation} ziet en accepteert de verwerkersovereenkomst.',
      notLoaded: 'De status van de overeenkomst kon niet worden geladen',
      acceptVersion: 'Versie {version} accepteren',
      confirmTitle: 'De verwerkersovereenkomst accepteren?',
      confirmLabel: 'Overeenkomst accepteren',
      confirmText:
        'Je accepteert de verwerkersovereenkomst, versie {version}, voor {organisation}, als een van haar beheerders. De acceptatie wordt op jouw naam vastgelegd in het wijzigingslogboek.',
      notAccepted: 'Nog niet geaccepteerd. Versie {version} is van kracht.',
      acceptedByVersion: 'Geaccepteerd (versie {version}) door {who} op {date}.',
      acceptedBy: 'Geaccepteerd door {who} op {date}.',
      inForce: 'Dit is de geldende versie.',
      acceptAgain: 'Nu is versie {version} van kracht: een beheerder moet die opnieuw accepteren.',
    },
  },
);
