/** Spanish texts of the onboarding wizard; same keys as ../en/onboarding.ts. */
import type { OnboardingTranslation } from '../types';

const onboarding: OnboardingTranslation = {
  pageTitle: 'Bienvenida',
  progress: 'Paso {{step}} de {{total}}',
  progressLabel: 'Progreso de la configuración',
  percent: '{{percent}} %',
  previous: 'Anterior',
  next: 'Siguiente',
  skip: 'Omitir',
  complete: 'Completar',
  completing: 'Completando...',
  failed: 'Algo salió mal. Inténtalo de nuevo.',
  enterHint: 'Pulsa Intro para continuar',
  welcome: {
    eyebrow: 'Te damos la bienvenida a Atelier',
    title: 'Preparemos tu espacio de trabajo',
    subtitle: 'Unas preguntas rápidas para que el agente sepa con quién está construyendo.',
    firstName: 'Nombre',
    firstNamePlaceholder: '¿Cómo quieres que te llamemos?',
    theme: 'Tema',
    themeHint: 'Puedes cambiarlo cuando quieras desde la cabecera.',
    themes: {
      light: 'Claro',
      dark: 'Oscuro',
      system: 'Automático',
    },
    themeDescriptions: {
      light: 'Luminoso y nítido',
      dark: 'Descansa la vista',
      system: 'Sigue a tu dispositivo',
    },
  },
  describe: {
    title: '¿Qué te describe mejor, {{name}}?',
    subtitle: 'Opcional. Nos ayuda a sugerirte mejores puntos de partida.',
    options: {
      student: 'Estudiante',
      developer: 'Desarrollador',
      designer: 'Diseñador',
      entrepreneur: 'Emprendedor',
      freelancer: 'Autónomo',
      business_owner: 'Dueño de negocio',
      marketer: 'Especialista en marketing',
      creative: 'Creativo',
      other: 'Otro',
    },
    hints: {
      student: 'Aprendo construyendo',
      developer: 'Entregar código más rápido',
      designer: 'De maquetas a aplicaciones',
      entrepreneur: 'Validar una idea nueva',
      freelancer: 'Trabajo para clientes',
      business_owner: 'Herramientas para mi empresa',
      marketer: 'Páginas y campañas',
      creative: 'Crear algo nuevo',
      other: 'Algo totalmente distinto',
    },
  },
  done: {
    title: '¡Todo listo, {{name}}!',
    subtitle: 'Tu espacio de trabajo está listo. Describe tu primera aplicación y mírala cobrar vida.',
    summaryName: 'Nombre',
    summaryRole: 'Te describe',
    summaryTheme: 'Tema',
    notChosen: 'Sin elegir',
  },
};

export default onboarding;
