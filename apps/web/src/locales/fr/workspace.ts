/** French texts of the chat workspace; same keys as ../en/workspace.ts. */
import type { WorkspaceTranslation } from '../types';

const workspace: WorkspaceTranslation = {
  pageTitle: 'Espace de travail',
  untitled: 'Conversation sans titre',
  back: "Retour à l'accueil",
  loading: 'Chargement de la conversation...',
  notFound: {
    title: 'Conversation introuvable',
    body: "Cette conversation n'existe pas ou vous n'y avez pas accès.",
    action: "Retour à l'accueil",
  },
  profile: {
    home: 'Accueil',
  },
  tabs: {
    label: "Vue de l'espace de travail",
    chat: 'Chat',
    preview: 'Aperçu',
  },
  layout: {
    viewMode: "Mode d'affichage",
    viewModeHint: "Largeurs du chat et de l'aperçu",
    divider: "Redimensionner le chat et l'aperçu",
    presets: {
      focusChat: 'Priorité au chat',
      balanced: 'Équilibré',
      focusProject: 'Priorité au projet',
      equal: 'Égal 1:1',
    },
    split: '{{chat}} % chat · {{project}} % aperçu',
  },
  menu: {
    label: 'Options du chat',
    invite: 'Inviter des collaborateurs',
    code: 'Télécharger le code',
    github: 'Connecter GitHub',
    comingSoon: 'Bientôt disponible',
    comingSoonToast: '{{feature}} arrive bientôt.',
  },
  messages: {
    log: 'Messages de la conversation',
    you: 'Vous',
    assistant: 'Atelier',
    empty: 'Aucun message pour le moment. Décrivez ce que vous voulez créer.',
    sentAt: 'Envoyé à {{time}}',
    usage: '{{input}} en entrée · {{output}} en sortie',
    usageLabel: 'Jetons utilisés : {{input}} en entrée, {{output}} en sortie',
    failed: 'Sans réponse',
    attachments: 'Pièces jointes',
    openImage: 'Agrandir {{name}}',
    download: 'Télécharger {{name}}',
    imageDialog: "Aperçu de l'image",
  },
  thinking: {
    thinking: 'Réflexion',
    deep: 'Réflexion approfondie',
    complex: "Traitement d'une demande complexe",
    processing: 'Traitement en cours',
    timeout: "La réponse de l'IA prend plus de temps que prévu. Revenez dans quelques minutes.",
  },
  progress: {
    label: "Progression de l'agent",
    writing: 'Écriture des fichiers',
    fileCount_one: '{{count}} fichier',
    fileCount_many: '{{count}} de fichiers',
    fileCount_other: '{{count}} fichiers',
  },
  composer: {
    placeholder: 'Demandez une modification ou décrivez la suite...',
    label: "Écrire à l'agent",
    locked: 'La conversation est verrouillée',
    selectElement: 'Sélectionner un élément',
    cancelSelection: "Annuler la sélection d'élément",
    selectDisabled: "La sélection d'élément est disponible une fois le projet créé",
    selectHint: "Choisissez un élément dans l'aperçu pour en parler",
    selected: 'Élément sélectionné',
    removeSelected: "Retirer l'élément sélectionné",
    voice: 'Saisie vocale',
    voiceSoon: 'La saisie vocale arrive bientôt',
  },
  errors: {
    invalidAgent: "L'agent sélectionné est introuvable. {{name}} est utilisé à la place.",
    sendFailed: "Une erreur s'est produite lors de l'envoi du message. Veuillez réessayer.",
    missingConversation: "Cette conversation n'a pas d'identifiant. Rouvrez-la depuis la page d'accueil.",
    uploadFailed: "Votre message a été envoyé, mais ses fichiers n'ont pas pu être importés.",
    verifyTitle: 'Vérifiez votre e-mail pour continuer à créer',
  },
  projectInput: {
    required: 'Le nom du projet est obligatoire',
    creating: 'Création du projet...',
    success: 'Projet créé. Ouverture de l’aperçu…',
    failed: "Le projet n'a pas pu être créé. Veuillez réessayer.",
  },
  projectSuccess: {
    name: 'Projet',
    connect: 'Connecter',
    connectHint: 'L’API de données de votre application : adresse, clés et exemples prêts à lancer',
  },
};

export default workspace;
