/** French texts of the onboarding wizard; same keys as ../en/onboarding.ts. */
import type { OnboardingTranslation } from '../types';

const onboarding: OnboardingTranslation = {
  pageTitle: 'Bienvenue',
  progress: 'Étape {{step}} sur {{total}}',
  progressLabel: 'Progression de la configuration',
  percent: '{{percent}} %',
  previous: 'Précédent',
  next: 'Suivant',
  skip: 'Passer',
  complete: 'Terminer',
  completing: 'Finalisation...',
  failed: "Une erreur s'est produite. Veuillez réessayer.",
  enterHint: 'Appuyez sur Entrée pour continuer',
  welcome: {
    eyebrow: 'Bienvenue sur Atelier',
    title: 'Configurons votre espace de travail',
    subtitle: "Quelques questions rapides pour que l'agent sache avec qui il construit.",
    firstName: 'Prénom',
    firstNamePlaceholder: 'Comment devons-nous vous appeler ?',
    theme: 'Thème',
    themeHint: "Vous pourrez le changer à tout moment depuis l'en-tête.",
    themes: {
      light: 'Clair',
      dark: 'Sombre',
      system: 'Automatique',
    },
    themeDescriptions: {
      light: 'Lumineux et net',
      dark: 'Reposant pour les yeux',
      system: 'Suit votre appareil',
    },
  },
  describe: {
    title: 'Qu’est-ce qui vous décrit le mieux, {{name}} ?',
    subtitle: 'Facultatif. Cela nous aide à vous proposer de meilleurs points de départ.',
    options: {
      student: 'Étudiant',
      developer: 'Développeur',
      designer: 'Designer',
      entrepreneur: 'Entrepreneur',
      freelancer: 'Freelance',
      business_owner: "Chef d'entreprise",
      marketer: 'Marketeur',
      creative: 'Créatif',
      other: 'Autre',
    },
    hints: {
      student: 'J’apprends en construisant',
      developer: 'Livrer du code plus vite',
      designer: 'Des maquettes aux applications',
      entrepreneur: 'Valider une nouvelle idée',
      freelancer: 'Livrer pour mes clients',
      business_owner: 'Des outils pour mon entreprise',
      marketer: 'Pages et campagnes',
      creative: 'Créer quelque chose de neuf',
      other: 'Tout autre chose',
    },
  },
  done: {
    title: 'Tout est prêt, {{name}} !',
    subtitle: 'Votre espace est prêt. Décrivez votre première application et regardez-la prendre vie.',
    summaryName: 'Nom',
    summaryRole: 'Profil',
    summaryTheme: 'Thème',
    notChosen: 'Non choisi',
  },
};

export default onboarding;
