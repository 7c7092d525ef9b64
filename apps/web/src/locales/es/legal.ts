import type { ContentBlock, LegalTranslation } from '../types';

const legal = {
  about: {
    title: 'Acerca de Atelier',
    description:
      'El creador de apps con IA que puedes alojar tú mismo: describe un producto en un chat y míralo funcionar a tu lado.',
    sections: [
      {
        type: 'paragraph',
        content:
          'Atelier es un creador de apps con IA que puedes alojar tú mismo. Describes un producto web o móvil con palabras sencillas, un agente de IA lo convierte en un proyecto real con archivos fuente y compilación, y una vista previa en vivo de la app en marcha aparece junto al chat.',
      },
      { type: 'heading', level: 2, content: 'Para quién es' },
      {
        type: 'paragraph',
        content:
          'Fundadores que prueban una idea, creadores y estudiantes que aprenden construyendo, desarrolladores que quieren una primera versión rápida, dueños de negocios que necesitan una herramienta interna y equipos que quieren todo eso en su propia infraestructura.',
      },
      { type: 'heading', level: 2, content: 'Cómo funciona' },
      {
        type: 'list',
        content: [
          'El chat a la izquierda: describe lo que quieres, adjunta bocetos o documentos y refina con mensajes de seguimiento.',
          'La vista previa en vivo a la derecha: la propia app, con ancho de escritorio, tableta o teléfono.',
          'Tus proyectos: cada conversación conserva su proyecto, sus archivos y su historial, listos para continuar.',
        ],
      },
      { type: 'heading', level: 2, content: 'Agentes' },
      {
        type: 'paragraph',
        content:
          'Atelier incluye un agente integrado que funciona totalmente sin conexión: sin clave de API ni acceso a la red, así que una instalación nueva crea apps desde el primer minuto. Puedes conectarlo a cualquier modelo compatible con OpenAI o traer tu propio agente: cada mensaje es un trabajo en una cola y cualquier proceso que escuche esa cola puede responderlo.',
      },
      { type: 'heading', level: 3, content: 'Autoalojado por diseño' },
      {
        type: 'paragraph',
        content:
          'Tus prompts, archivos y proyectos se quedan en los servidores que elijas. El mismo producto funciona en un portátil para una persona o en un clúster para toda una empresa.',
      },
      { type: 'heading', level: 2, content: 'Planes' },
      {
        type: 'paragraph',
        content:
          'Atelier ofrece cuatro planes: Free, Pro, Teams y Enterprise. El plan Free incluye hasta 5 mensajes al día; Pro empieza en 29 USD al mes, y una suscripción anual ahorra un 10 %.',
      },
      { type: 'link', content: 'Leer los Términos del servicio', href: '/terms' },
      { type: 'link', content: 'Leer la Política de privacidad', href: '/page/privacy' },
    ] satisfies ContentBlock[],
  },
  terms: {
    title: 'Términos del servicio',
    description: 'El acuerdo entre tú y Atelier cuando usas el servicio alojado.',
    sections: [
      { type: 'date', content: '2026-11-01' },
      {
        type: 'paragraph',
        content:
          'Estos términos regulan tu uso de Atelier, el creador de apps con IA, incluidos su sitio web, sus aplicaciones y sus agentes. Al crear una cuenta o usar el servicio, los aceptas.',
      },
      { type: 'heading', level: 2, content: '1. Requisitos y cuentas' },
      {
        type: 'paragraph',
        content:
          'Debes tener al menos 18 años para usar Atelier. Eres responsable de tu cuenta y de mantener segura tu contraseña. Es posible que nuestro equipo tenga que aprobar las cuentas nuevas antes de que puedan crear conversaciones.',
      },
      { type: 'heading', level: 2, content: '2. Planes y precios' },
      {
        type: 'list',
        content: [
          'Free: hasta 5 mensajes al día.',
          'Pro: desde 29 USD al mes, para personas que crean a diario.',
          'Teams: trabajo compartido para grupos, facturado por miembro.',
          'Enterprise: condiciones, límites y soporte a medida, acordados con nuestro equipo de ventas.',
        ],
      },
      {
        type: 'paragraph',
        content:
          'Los planes se facturan mensualmente. Hay una suscripción anual con un 10 % de descuento sobre el precio mensual.',
      },
      { type: 'heading', level: 2, content: '3. Pagos, cancelación y reembolsos' },
      {
        type: 'list',
        content: [
          'Todos los precios y pagos son en dólares estadounidenses (USD).',
          'Las compras no son reembolsables, incluido el tiempo no usado de un plan.',
          'Puedes cancelar en cualquier momento; la cancelación surte efecto al final del periodo pagado en curso y conservas el acceso hasta entonces.',
        ],
      },
      { type: 'heading', level: 3, content: 'Créditos' },
      {
        type: 'list',
        content: [
          'Los créditos no usados se trasladan al siguiente periodo de facturación.',
          'Los créditos caducan 12 meses después de su emisión.',
          'Los créditos no son transferibles ni reembolsables.',
        ],
      },
      { type: 'heading', level: 2, content: '4. Tu contenido' },
      {
        type: 'paragraph',
        content:
          'Los prompts, archivos y proyectos que creas son tuyos. Nos das el permiso necesario para almacenarlos, procesarlos y mostrarlos con el fin de prestarte el servicio. Cuando tu cuenta finaliza, eliminamos tus datos de cliente de nuestros sistemas activos en 30 días y de nuestras copias de seguridad en 90 días.',
      },
      { type: 'heading', level: 2, content: '5. Uso aceptable' },
      {
        type: 'list',
        content: [
          'No crees ni alojes nada ilegal, engañoso o dañino para otras personas.',
          'No intentes romper, sobrecargar ni eludir los límites del servicio.',
          'No uses el servicio para vulnerar derechos ajenos, incluidos la propiedad intelectual y la privacidad.',
        ],
      },
      { type: 'heading', level: 2, content: '6. Limitación de responsabilidad' },
      {
        type: 'paragraph',
        content:
          'En la medida en que la ley lo permita, nuestra responsabilidad total por cualquier reclamación relacionada con el servicio se limita a los importes que nos pagaste en los 12 meses anteriores a la reclamación.',
      },
      { type: 'heading', level: 2, content: '7. Disputas y ley aplicable' },
      {
        type: 'paragraph',
        content:
          'Si surge una disputa, primero intentaremos resolverla mediante una negociación informal durante 30 días. Si no se resuelve, se decidirá mediante arbitraje vinculante. Estos términos se rigen por las leyes del Estado de Delaware, EE. UU.',
      },
      { type: 'heading', level: 2, content: '8. Cambios en estos términos' },
      {
        type: 'paragraph',
        content:
          'Te avisaremos con al menos 30 días de antelación antes de que entren en vigor cambios importantes. Seguir usando Atelier después de esa fecha implica aceptar los términos actualizados.',
      },
      { type: 'heading', level: 2, content: '9. Soporte' },
      {
        type: 'paragraph',
        content: 'Escríbenos desde la página de contacto. Nuestro objetivo es responder en estos plazos:',
      },
      {
        type: 'list',
        content: [
          'Soporte por correo electrónico: en 24 horas.',
          'Consultas de ventas: en 4 horas.',
          'Problemas técnicos: en 12 horas.',
          'Preguntas generales: en 48 horas.',
        ],
      },
      { type: 'link', content: 'Cómo tratamos tus datos: Política de privacidad', href: '/privacy' },
    ] satisfies ContentBlock[],
  },
  privacy: {
    title: 'Política de privacidad',
    description: 'Qué recogemos, por qué, cuánto tiempo lo conservamos y qué opciones tienes.',
    sections: [
      { type: 'date', content: '2026-11-01' },
      {
        type: 'paragraph',
        content:
          'Esta política explica cómo trata Atelier los datos personales en el servicio alojado. Si tu organización ejecuta su propio Atelier, es ella quien decide cómo se tratan tus datos.',
      },
      { type: 'heading', level: 2, content: 'Qué recogemos' },
      {
        type: 'list',
        content: [
          'Datos de la cuenta: tu nombre, tu correo electrónico y, si los añades, tu teléfono y tu foto.',
          'Tu contenido: mensajes, archivos adjuntos, proyectos y los archivos que genera el agente.',
          'Registros de uso: inicios de sesión, peticiones y errores, para mantener el servicio seguro y en funcionamiento.',
          'Cookies y almacenamiento similar, descritos en nuestra Política de cookies.',
        ],
      },
      { type: 'heading', level: 2, content: 'Cómo los usamos' },
      {
        type: 'list',
        content: [
          'Para prestar el servicio: compilar tus proyectos, mostrar vistas previas y conservar tu historial.',
          'Para proteger las cuentas y evitar abusos.',
          'Para responder a tus solicitudes de soporte.',
          'Para mejorar el producto, incluida la calidad de los agentes.',
        ],
      },
      { type: 'heading', level: 3, content: 'Tus datos y el entrenamiento de IA' },
      {
        type: 'paragraph',
        content:
          'Podemos usar conversaciones anonimizadas para mejorar nuestros agentes. Los clientes de los planes Enterprise y de empresa pueden oponerse en cualquier momento a este uso de sus datos para entrenar la IA; en ese caso, sus datos quedan excluidos.',
      },
      { type: 'heading', level: 2, content: 'Cuánto tiempo los conservamos' },
      {
        type: 'list',
        content: [
          'Datos de la cuenta y contenido: mientras exista tu cuenta, y se eliminan en los 90 días posteriores a que la borres.',
          'Registros de uso: hasta 1 año.',
          'Copias de seguridad: las copias se sobrescriben en 90 días.',
        ],
      },
      { type: 'heading', level: 2, content: 'Compartir' },
      {
        type: 'paragraph',
        content:
          'No vendemos datos personales. Solo los compartimos con proveedores que nos ayudan a prestar el servicio, bajo contratos que los protegen, o cuando la ley nos obliga.',
      },
      { type: 'heading', level: 2, content: 'Tus derechos' },
      {
        type: 'list',
        content: [
          'Ver los datos personales que tenemos sobre ti y obtener una copia.',
          'Corregirlos o pedirnos que los eliminemos.',
          'Oponerte a algunos usos o limitarlos, incluido el entrenamiento de IA en los planes de empresa.',
        ],
      },
      { type: 'heading', level: 2, content: 'Edad' },
      {
        type: 'paragraph',
        content: 'Atelier está destinado a personas de al menos 18 años.',
      },
      { type: 'heading', level: 2, content: 'Cambios' },
      {
        type: 'paragraph',
        content:
          'Te avisaremos con al menos 30 días de antelación antes de que entre en vigor un cambio importante de esta política.',
      },
      { type: 'heading', level: 2, content: 'Cookies' },
      {
        type: 'paragraph',
        content: 'Qué cookies usamos, por qué y durante cuánto tiempo se describe en una política aparte.',
      },
      { type: 'link', content: 'Leer la Política de cookies', href: '/cookies' },
    ] satisfies ContentBlock[],
  },
  cookies: {
    title: 'Política de cookies',
    description:
      'Las cookies y el almacenamiento local que usa Atelier, y cuánto tiempo se conserva cada uno.',
    sections: [
      { type: 'date', content: '2026-11-01' },
      {
        type: 'paragraph',
        content:
          'Las cookies son pequeños archivos que un sitio web guarda en tu navegador. Atelier también guarda algunos ajustes en el almacenamiento local del navegador. Esta página enumera lo que usamos y cuánto tiempo permanece.',
      },
      { type: 'heading', level: 2, content: 'Estrictamente necesarias' },
      {
        type: 'paragraph',
        content:
          'Mantienen tu sesión iniciada y recuerdan tu tema, tu idioma y el nombre de tu cola de desarrollador en este dispositivo. El servicio no puede funcionar sin ellas, por lo que no necesitan consentimiento.',
      },
      { type: 'heading', level: 2, content: 'Cookies que necesitan tu consentimiento' },
      { type: 'heading', level: 3, content: 'Cookie de consentimiento' },
      {
        type: 'paragraph',
        content: 'Recuerda la elección que hiciste sobre las cookies. Se conserva 3 meses.',
      },
      { type: 'heading', level: 3, content: 'Cookies analíticas' },
      {
        type: 'paragraph',
        content: 'Nos ayudan a entender cómo se usa el producto para mejorarlo. Se conservan 13 meses.',
      },
      { type: 'heading', level: 3, content: 'Cookies de preferencias' },
      {
        type: 'paragraph',
        content:
          'Recuerdan elecciones opcionales, como los ajustes de disposición. Se conservan durante la sesión del navegador o 3 meses, según el ajuste.',
      },
      { type: 'heading', level: 2, content: 'Gestionar las cookies' },
      {
        type: 'list',
        content: [
          'Cambia tu elección cuando quieras; se aplica a partir de ese momento.',
          'Borra las cookies y el almacenamiento local en los ajustes del navegador; se cerrará tu sesión.',
          'Bloquea las cookies en tu navegador; algunas partes de Atelier pueden dejar de funcionar.',
        ],
      },
      { type: 'heading', level: 2, content: 'Cambios' },
      {
        type: 'paragraph',
        content:
          'Avisaremos con al menos 30 días de antelación antes de un cambio importante de esta política.',
      },
      { type: 'link', content: 'Leer la Política de privacidad', href: '/privacy' },
    ] satisfies ContentBlock[],
  },
} satisfies LegalTranslation;

export default legal;
