import type { ContentBlock, LegalTranslation } from '../types';

const legal = {
  about: {
    title: 'À propos d’Atelier',
    description:
      "Le créateur d'applications par l'IA que vous hébergez vous-même : décrivez un produit dans une conversation, regardez-le tourner à côté.",
    sections: [
      {
        type: 'paragraph',
        content:
          "Atelier est un créateur d'applications par l'IA que vous pouvez héberger vous-même. Vous décrivez un produit web ou mobile en langage courant, un agent IA en fait un vrai projet avec ses fichiers source et sa compilation, et un aperçu en direct de l'application apparaît à côté de la conversation.",
      },
      { type: 'heading', level: 2, content: 'Pour qui' },
      {
        type: 'paragraph',
        content:
          "Les fondateurs qui testent une idée, les créateurs et les étudiants qui apprennent en construisant, les développeurs qui veulent une première version rapide, les dirigeants qui ont besoin d'un outil interne, et les équipes qui veulent tout cela sur leur propre infrastructure.",
      },
      { type: 'heading', level: 2, content: 'Comment ça marche' },
      {
        type: 'list',
        content: [
          'La conversation à gauche : décrivez ce que vous voulez, joignez croquis ou documents, affinez au fil des messages.',
          "L'aperçu en direct à droite : l'application elle-même, en largeur bureau, tablette ou téléphone.",
          'Vos projets : chaque conversation garde son projet, ses fichiers et son historique, prêts à reprendre.',
        ],
      },
      { type: 'heading', level: 2, content: 'Les agents' },
      {
        type: 'paragraph',
        content:
          "Atelier inclut un agent intégré qui fonctionne entièrement hors ligne : ni clé d'API ni accès réseau, une nouvelle installation crée donc des applications dès la première minute. Vous pouvez le relier à n'importe quel modèle compatible OpenAI, ou apporter votre propre agent : chaque message est une tâche dans une file d'attente, et tout processus qui écoute cette file peut y répondre.",
      },
      { type: 'heading', level: 3, content: 'Auto-hébergé par conception' },
      {
        type: 'paragraph',
        content:
          'Vos prompts, fichiers et projets restent sur les serveurs que vous choisissez. Le même produit tourne sur un ordinateur portable pour une personne ou sur un cluster pour toute une entreprise.',
      },
      { type: 'heading', level: 2, content: 'Les offres' },
      {
        type: 'paragraph',
        content:
          "Atelier propose quatre offres : Free, Pro, Teams et Enterprise. L'offre Free comprend jusqu'à 5 messages par jour ; Pro commence à 29 USD par mois, et un abonnement annuel fait économiser 10 %.",
      },
      { type: 'link', content: 'Lire les Conditions d’utilisation', href: '/terms' },
      { type: 'link', content: 'Lire la Politique de confidentialité', href: '/page/privacy' },
    ] satisfies ContentBlock[],
  },
  terms: {
    title: 'Conditions d’utilisation',
    description: 'Le contrat entre vous et Atelier lorsque vous utilisez le service hébergé.',
    sections: [
      { type: 'date', content: '2026-11-01' },
      {
        type: 'paragraph',
        content:
          "Les présentes conditions régissent votre utilisation d'Atelier, le créateur d'applications par l'IA, y compris son site, ses applications et ses agents. En créant un compte ou en utilisant le service, vous les acceptez.",
      },
      { type: 'heading', level: 2, content: '1. Conditions d’accès et comptes' },
      {
        type: 'paragraph',
        content:
          'Vous devez avoir au moins 18 ans pour utiliser Atelier. Vous êtes responsable de votre compte et de la sécurité de votre mot de passe. Les nouveaux comptes peuvent devoir être approuvés par notre équipe avant de pouvoir créer des conversations.',
      },
      { type: 'heading', level: 2, content: '2. Offres et tarifs' },
      {
        type: 'list',
        content: [
          "Free : jusqu'à 5 messages par jour.",
          'Pro : à partir de 29 USD par mois, pour les personnes qui créent chaque jour.',
          'Teams : le travail partagé pour les groupes, facturé par membre.',
          'Enterprise : conditions, limites et assistance sur mesure, convenues avec notre équipe commerciale.',
        ],
      },
      {
        type: 'paragraph',
        content:
          'Les offres sont facturées mensuellement. Un abonnement annuel est proposé avec une remise de 10 % sur le prix mensuel.',
      },
      { type: 'heading', level: 2, content: '3. Paiements, résiliation et remboursements' },
      {
        type: 'list',
        content: [
          'Tous les prix et paiements sont en dollars américains (USD).',
          "Les achats ne sont pas remboursables, y compris la durée non utilisée d'une offre.",
          "Vous pouvez résilier à tout moment ; la résiliation prend effet à la fin de la période payée en cours, et vous gardez l'accès jusque-là.",
        ],
      },
      { type: 'heading', level: 3, content: 'Crédits' },
      {
        type: 'list',
        content: [
          'Les crédits non utilisés sont reportés sur la période de facturation suivante.',
          'Les crédits expirent 12 mois après leur attribution.',
          'Les crédits ne sont ni transférables ni remboursables.',
        ],
      },
      { type: 'heading', level: 2, content: '4. Votre contenu' },
      {
        type: 'paragraph',
        content:
          "Les prompts, fichiers et projets que vous créez vous appartiennent. Vous nous accordez l'autorisation nécessaire pour les stocker, les traiter et les afficher afin de faire fonctionner le service pour vous. À la fin de votre compte, nous supprimons vos données client de nos systèmes actifs sous 30 jours et de nos sauvegardes sous 90 jours.",
      },
      { type: 'heading', level: 2, content: '5. Utilisation acceptable' },
      {
        type: 'list',
        content: [
          "Ne créez ni n'hébergez rien d'illégal, de trompeur ou de nuisible pour autrui.",
          'Ne tentez pas de casser, de surcharger ou de contourner les limites du service.',
          "N'utilisez pas le service pour porter atteinte aux droits d'autrui, y compris la propriété intellectuelle et la vie privée.",
        ],
      },
      { type: 'heading', level: 2, content: '6. Limitation de responsabilité' },
      {
        type: 'paragraph',
        content:
          'Dans la mesure permise par la loi, notre responsabilité totale pour toute réclamation liée au service est limitée aux montants que vous nous avez payés au cours des 12 mois précédant la réclamation.',
      },
      { type: 'heading', level: 2, content: '7. Litiges et droit applicable' },
      {
        type: 'paragraph',
        content:
          "En cas de litige, nous chercherons d'abord à le résoudre par une négociation informelle pendant 30 jours. À défaut, il sera tranché par un arbitrage contraignant. Les présentes conditions sont régies par le droit de l'État du Delaware, aux États-Unis.",
      },
      { type: 'heading', level: 2, content: '8. Modification des conditions' },
      {
        type: 'paragraph',
        content:
          "Nous vous préviendrons au moins 30 jours avant l'entrée en vigueur de toute modification importante. Continuer à utiliser Atelier après cette date vaut acceptation des conditions mises à jour.",
      },
      { type: 'heading', level: 2, content: '9. Assistance' },
      {
        type: 'paragraph',
        content: 'Écrivez-nous depuis la page de contact. Nous visons ces délais de réponse :',
      },
      {
        type: 'list',
        content: [
          'Assistance par e-mail : sous 24 heures.',
          'Demandes commerciales : sous 4 heures.',
          'Problèmes techniques : sous 12 heures.',
          'Questions générales : sous 48 heures.',
        ],
      },
      {
        type: 'link',
        content: 'Comment nous traitons vos données : Politique de confidentialité',
        href: '/privacy',
      },
    ] satisfies ContentBlock[],
  },
  privacy: {
    title: 'Politique de confidentialité',
    description: 'Ce que nous collectons, pourquoi, combien de temps nous le gardons et vos choix.',
    sections: [
      { type: 'date', content: '2026-11-01' },
      {
        type: 'paragraph',
        content:
          "Cette politique explique comment Atelier traite les données personnelles dans le service hébergé. Si votre organisation exploite son propre Atelier, c'est elle qui décide du traitement de vos données.",
      },
      { type: 'heading', level: 2, content: 'Ce que nous collectons' },
      {
        type: 'list',
        content: [
          'Données de compte : votre nom, votre adresse e-mail et, si vous les ajoutez, votre numéro de téléphone et votre photo.',
          "Votre contenu : messages, pièces jointes, projets et fichiers générés par l'agent.",
          "Journaux d'utilisation : connexions, requêtes et erreurs, pour garder le service sûr et fonctionnel.",
          'Les cookies et stockages similaires, décrits dans notre Politique relative aux cookies.',
        ],
      },
      { type: 'heading', level: 2, content: 'Comment nous les utilisons' },
      {
        type: 'list',
        content: [
          'Pour faire fonctionner le service : compiler vos projets, afficher les aperçus et garder votre historique.',
          'Pour sécuriser les comptes et prévenir les abus.',
          "Pour répondre à vos demandes d'assistance.",
          'Pour améliorer le produit, y compris la qualité des agents.',
        ],
      },
      { type: 'heading', level: 3, content: "Vos données et l'entraînement de l'IA" },
      {
        type: 'paragraph',
        content:
          "Nous pouvons utiliser des conversations anonymisées pour améliorer nos agents. Les clients des offres Enterprise et professionnelles peuvent s'opposer à tout moment à cette utilisation de leurs données pour l'entraînement de l'IA ; leurs données sont alors exclues.",
      },
      { type: 'heading', level: 2, content: 'Durée de conservation' },
      {
        type: 'list',
        content: [
          'Données de compte et contenu : tant que votre compte existe, puis supprimés dans les 90 jours suivant la suppression du compte.',
          "Journaux d'utilisation : jusqu'à 1 an.",
          'Sauvegardes : les copies sont écrasées sous 90 jours.',
        ],
      },
      { type: 'heading', level: 2, content: 'Partage' },
      {
        type: 'paragraph',
        content:
          "Nous ne vendons pas de données personnelles. Nous ne les partageons qu'avec les prestataires qui nous aident à faire fonctionner le service, sous des contrats qui les protègent, ou lorsque la loi l'exige.",
      },
      { type: 'heading', level: 2, content: 'Vos droits' },
      {
        type: 'list',
        content: [
          'Consulter les données personnelles que nous détenons sur vous et en obtenir une copie.',
          'Les faire corriger ou nous demander de les supprimer.',
          "Vous opposer à certains usages ou les limiter, y compris l'entraînement de l'IA sur les offres professionnelles.",
        ],
      },
      { type: 'heading', level: 2, content: 'Âge' },
      {
        type: 'paragraph',
        content: 'Atelier est destiné aux personnes âgées d’au moins 18 ans.',
      },
      { type: 'heading', level: 2, content: 'Modifications' },
      {
        type: 'paragraph',
        content:
          "Nous vous informerons au moins 30 jours avant l'entrée en vigueur de toute modification importante de cette politique.",
      },
      { type: 'heading', level: 2, content: 'Cookies' },
      {
        type: 'paragraph',
        content:
          'Les cookies que nous utilisons, leur raison d’être et leur durée sont décrits dans une politique distincte.',
      },
      { type: 'link', content: 'Lire la Politique relative aux cookies', href: '/cookies' },
    ] satisfies ContentBlock[],
  },
  cookies: {
    title: 'Politique relative aux cookies',
    description:
      'Les cookies et le stockage local utilisés par Atelier, et la durée de conservation de chacun.',
    sections: [
      { type: 'date', content: '2026-11-01' },
      {
        type: 'paragraph',
        content:
          "Les cookies sont de petits fichiers qu'un site enregistre dans votre navigateur. Atelier conserve aussi quelques réglages dans le stockage local du navigateur. Cette page liste ce que nous utilisons et pour combien de temps.",
      },
      { type: 'heading', level: 2, content: 'Strictement nécessaires' },
      {
        type: 'paragraph',
        content:
          'Ils vous gardent connecté et mémorisent votre thème, votre langue et le nom de votre file développeur sur cet appareil. Le service ne peut pas fonctionner sans eux ; ils ne nécessitent donc pas de consentement.',
      },
      { type: 'heading', level: 2, content: 'Cookies soumis à votre consentement' },
      { type: 'heading', level: 3, content: 'Cookie de consentement' },
      {
        type: 'paragraph',
        content: 'Mémorise le choix que vous avez fait concernant les cookies. Conservé 3 mois.',
      },
      { type: 'heading', level: 3, content: "Cookies de mesure d'audience" },
      {
        type: 'paragraph',
        content: "Nous aident à comprendre l'usage du produit pour l'améliorer. Conservés 13 mois.",
      },
      { type: 'heading', level: 3, content: 'Cookies de préférences' },
      {
        type: 'paragraph',
        content:
          'Mémorisent des choix facultatifs, comme les réglages de disposition. Conservés le temps de la session du navigateur ou 3 mois, selon le réglage.',
      },
      { type: 'heading', level: 2, content: 'Gérer les cookies' },
      {
        type: 'list',
        content: [
          "Modifiez votre choix à tout moment ; il s'applique dès lors.",
          'Supprimez cookies et stockage local dans les réglages du navigateur ; vous serez déconnecté.',
          "Bloquez les cookies dans votre navigateur ; certaines parties d'Atelier peuvent alors cesser de fonctionner.",
        ],
      },
      { type: 'heading', level: 2, content: 'Modifications' },
      {
        type: 'paragraph',
        content:
          'Nous donnerons un préavis d’au moins 30 jours avant toute modification importante de cette politique.',
      },
      { type: 'link', content: 'Lire la Politique de confidentialité', href: '/privacy' },
    ] satisfies ContentBlock[],
  },
} satisfies LegalTranslation;

export default legal;
