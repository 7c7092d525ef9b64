/** Spanish texts of the chat workspace; same keys as ../en/workspace.ts. */
import type { WorkspaceTranslation } from '../types';

const workspace: WorkspaceTranslation = {
  pageTitle: 'Espacio de trabajo',
  untitled: 'Conversación sin título',
  back: 'Volver al inicio',
  loading: 'Cargando la conversación...',
  notFound: {
    title: 'Conversación no encontrada',
    body: 'La conversación no existe o no tienes acceso a ella.',
    action: 'Volver al inicio',
  },
  profile: {
    home: 'Inicio',
  },
  tabs: {
    label: 'Vista del espacio de trabajo',
    chat: 'Chat',
    preview: 'Vista previa',
  },
  layout: {
    viewMode: 'Modo de vista',
    viewModeHint: 'Anchos del chat y de la vista previa',
    divider: 'Redimensionar el chat y la vista previa',
    presets: {
      focusChat: 'Enfoque en el chat',
      balanced: 'Equilibrado',
      focusProject: 'Enfoque en el proyecto',
      equal: 'Igual 1:1',
    },
    split: '{{chat}} % chat · {{project}} % vista previa',
  },
  menu: {
    label: 'Opciones del chat',
    invite: 'Invitar a colaboradores',
    code: 'Descargar el código',
    github: 'Conectar GitHub',
    comingSoon: 'Próximamente',
    comingSoonToast: '{{feature}} llegará pronto.',
  },
  messages: {
    log: 'Mensajes de la conversación',
    you: 'Tú',
    assistant: 'Atelier',
    empty: 'Todavía no hay mensajes. Describe lo que quieres crear.',
    sentAt: 'Enviado a las {{time}}',
    usage: '{{input}} de entrada · {{output}} de salida',
    usageLabel: 'Tokens usados: {{input}} de entrada, {{output}} de salida',
    failed: 'Sin respuesta',
    attachments: 'Archivos adjuntos',
    openImage: 'Ampliar {{name}}',
    download: 'Descargar {{name}}',
    imageDialog: 'Vista previa de la imagen',
  },
  thinking: {
    thinking: 'Pensando',
    deep: 'Pensando a fondo',
    complex: 'Trabajando en una solicitud compleja',
    processing: 'Sigue procesando',
    timeout: 'La respuesta de la IA está tardando más de lo esperado. Vuelve a comprobarlo en unos minutos.',
  },
  progress: {
    label: 'Progreso del agente',
    writing: 'Escribiendo archivos',
    fileCount_one: '{{count}} archivo',
    fileCount_many: '{{count}} de archivos',
    fileCount_other: '{{count}} archivos',
  },
  composer: {
    placeholder: 'Pide un cambio o describe qué crear a continuación...',
    label: 'Escribe al agente',
    locked: 'La conversación está bloqueada',
    selectElement: 'Seleccionar elemento',
    cancelSelection: 'Cancelar la selección de elemento',
    selectDisabled: 'La selección de elementos estará disponible cuando exista el proyecto',
    selectHint: 'Elige un elemento de la vista previa para hablar sobre él',
    selected: 'Elemento seleccionado',
    removeSelected: 'Quitar el elemento seleccionado',
    voice: 'Entrada de voz',
    voiceSoon: 'La entrada de voz llegará pronto',
  },
  errors: {
    invalidAgent: 'No se encontró el agente seleccionado. Se usará {{name}} en su lugar.',
    sendFailed: 'Se produjo un error al enviar el mensaje. Inténtalo de nuevo.',
    missingConversation:
      'Esta conversación no tiene identificador. Vuelve a abrirla desde la página de inicio.',
    uploadFailed: 'Tu mensaje se envió, pero no se pudieron subir sus archivos.',
    verifyTitle: 'Verifica tu correo para seguir creando',
  },
  projectInput: {
    required: 'El nombre del proyecto es obligatorio',
    creating: 'Creando el proyecto...',
    success: 'Proyecto creado. Abriendo la vista previa…',
    failed: 'No se pudo crear el proyecto. Inténtalo de nuevo.',
  },
  projectSuccess: {
    name: 'Proyecto',
    connect: 'Conectar',
    connectHint: 'La API de datos de tu app: dirección, claves y ejemplos listos para usar',
  },
};

export default workspace;
