import type { ContentBlock, ContentTranslation } from '../types';

const content = {
  comingSoon: 'Próximamente',
  readMore: 'Leer más',
  readTime: '{{minutes}} min de lectura',
  lastUpdated: 'Última actualización: <0>{{date}}</0>',
  tags: 'Etiquetas',
  opensInNewTab: '(se abre en una pestaña nueva)',
  share: {
    button: 'Compartir',
    menuLabel: 'Compartir esta página',
    on: 'Compartir en {{network}}',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado al portapapeles',
    copyFailed: 'No se pudo copiar el enlace. Cópialo desde la barra de direcciones.',
    popupBlocked:
      'Tu navegador bloqueó la ventana para compartir. Permite las ventanas emergentes de este sitio e inténtalo de nuevo.',
    failed: 'No se pudo compartir esta página.',
  },
  blog: {
    eyebrow: 'Blog',
    title: 'Notas del equipo de Atelier',
    subtitle:
      'Tutoriales, novedades del producto y lo que aprendemos construyendo a la vista de todos una plataforma de desarrollo con IA.',
    comingSoonBody: 'La página del blog estará disponible pronto. ¡Mantente atento!',
    backToBlog: 'Volver al blog',
    related: 'Publicaciones relacionadas',
    postsLabel: 'Publicaciones',
    tagNames: {
      aiDevelopment: 'Desarrollo con IA',
      productivity: 'Productividad',
      tutorial: 'Tutorial',
    },
    categories: {
      tutorials: 'Tutoriales',
      updates: 'Novedades',
    },
    posts: {
      '1': {
        title: 'Del prompt al producto: tu primera app en Atelier',
        excerpt:
          'Una tarde con Atelier: una idea contada con palabras sencillas, una primera versión en la vista previa en vivo y los pequeños mensajes de seguimiento que la convierten en algo que enseñarías a un cliente.',
        body: [
          {
            type: 'paragraph',
            content:
              'Atelier es una plataforma de desarrollo con IA que puedes alojar tú mismo. Describes el producto que quieres en un chat, un agente escribe el proyecto y una vista previa en vivo de la app en marcha aparece junto a la conversación. Este artículo sigue un primer proyecto desde la caja de texto vacía hasta una versión que vale la pena compartir.',
          },
          { type: 'heading', level: 2, content: 'Empieza por el resultado, no por la tecnología' },
          {
            type: 'paragraph',
            content:
              'El mejor primer mensaje cuenta quién usará la app y qué debe poder hacer. «Una lista de lectura donde guardo libros, marco los terminados y veo cuántos he leído este año» le da al agente un objetivo claro. No hace falta nombrar un framework ni una base de datos: el agente elige valores razonables y te dice cuáles eligió.',
          },
          {
            type: 'list',
            content: [
              'Di para quién es la app y la tarea que debe hacer bien.',
              'Enumera las tres o cuatro pantallas o acciones que esperas.',
              'Menciona el estilo que buscas: sobrio y tranquilo, divertido, oscuro, colores de marca.',
              'Adjunta un boceto, una captura o una especificación si la tienes: hasta 5 archivos de 10 MB cada uno.',
            ],
          },
          { type: 'heading', level: 2, content: 'Mira la primera compilación' },
          {
            type: 'paragraph',
            content:
              'Pulsa Intro para enviar (Mayús+Intro añade una línea). El agente responde en el chat mientras el proyecto se escribe, se compila y se inicia. Cuando la vista previa está lista se abre a la derecha: una app real que puedes recorrer, no una imagen. Cambia entre anchos de escritorio, tableta y móvil para comprobar que el diseño aguanta en un teléfono pequeño.',
          },
          { type: 'heading', level: 2, content: 'Itera en pasos pequeños' },
          {
            type: 'paragraph',
            content:
              'Trata la primera compilación como un borrador. Pide un cambio cada vez: «haz plegables los libros terminados», «añade una meta anual con barra de progreso», «usa una fuente con serifa para los títulos». Las peticiones pequeñas mantienen cada compilación rápida y dejan claro qué mensaje produjo qué cambio. Si algo falla, describe lo que ves en la vista previa: el agente lee su propia salida de compilación y lo arregla.',
          },
          { type: 'heading', level: 3, content: 'Señala lo que quieres decir' },
          {
            type: 'paragraph',
            content:
              'Cuando ya existe un proyecto, puedes seleccionar un elemento en la vista previa y referirte a él en tu siguiente mensaje. «Haz este botón más grande» es mucho más fácil de cumplir cuando el agente sabe exactamente qué botón elegiste.',
          },
          { type: 'heading', level: 2, content: 'Conserva lo que construiste' },
          {
            type: 'paragraph',
            content:
              'Cada proyecto vive en tu propio Atelier: sus archivos fuente, sus compilaciones y el historial de su conversación. Cámbiale el nombre, márcalo como activo o inactivo desde tu lista de productos y vuelve a la misma conversación cuando quieras continuar. Como Atelier se puede autoalojar, el código no tiene por qué salir de tus servidores.',
          },
          {
            type: 'paragraph',
            content:
              'Ese es todo el ciclo: describir, mirar, refinar. La primera app suele llevar una tarde; la segunda mucho menos, porque ya sabrás cómo hablar con el agente.',
          },
        ] satisfies ContentBlock[],
      },
      '2': {
        title: 'Novedades: vista previa en vivo, selección de elementos y tus propios agentes',
        excerpt:
          'La vista previa se actualiza en cuanto termina una compilación, puedes señalar cualquier elemento para hablar de él y los equipos pueden conectar su propio agente a Atelier a través de la cola.',
        body: [
          {
            type: 'paragraph',
            content:
              'Esta versión acorta la distancia entre lo que ves y lo que pides. Esto es lo que cambia y cómo usarlo.',
          },
          { type: 'heading', level: 2, content: 'Una vista previa en vivo más rápida' },
          {
            type: 'paragraph',
            content:
              'El panel de vista previa sigue ahora cada compilación de tu proyecto en el momento. Indica cuándo el agente está esperando, cuándo se carga la compilación y cuándo la vista previa está lista, así que siempre sabes si estás viendo la última versión. Los perfiles de dispositivo te permiten revisar la misma pantalla en teléfonos de 360 a 402 píxeles de ancho, en un marco de tableta o a todo el ancho del escritorio.',
          },
          { type: 'heading', level: 2, content: 'Selección de elementos' },
          {
            type: 'paragraph',
            content:
              'Activa la selección de elementos desde el cuadro del chat, haz clic en cualquier parte de la vista previa y se adjunta a tu siguiente mensaje. El agente recibe el elemento al que te refieres junto con tus palabras, así que peticiones como «alinea estas tarjetas» o «este título grita demasiado» llegan al lugar correcto a la primera.',
          },
          { type: 'heading', level: 2, content: 'Trae tu propio agente' },
          {
            type: 'paragraph',
            content:
              'Atelier incluye un agente integrado que funciona totalmente sin conexión, sin clave de API ni acceso a la red, de modo que una instalación nueva puede crear apps por sí sola. Los equipos que ya tienen un agente de confianza ahora pueden conectarlo en su lugar. Cada mensaje se convierte en un trabajo en una cola; tu agente escucha esa cola, hace el trabajo y devuelve su respuesta y los archivos del proyecto.',
          },
          {
            type: 'list',
            content: [
              'Abre Ajustes y luego la pestaña Desarrollador.',
              'Escribe el nombre de la cola que escucha tu agente (por defecto ai_processing_queue).',
              'Envía un mensaje: se dirige a tu agente y la vista previa se actualiza cuando el agente entrega los archivos.',
            ],
          },
          { type: 'heading', level: 3, content: 'Elegir la disposición que encaja con la tarea' },
          {
            type: 'paragraph',
            content:
              'Los modos de vista del espacio de trabajo te permiten centrarte en el chat, centrarte en el proyecto, mantener ambos equilibrados o dividir la pantalla a partes iguales. En pantallas pequeñas, un selector de dos pestañas alterna entre chat y vista previa.',
          },
          {
            type: 'paragraph',
            content:
              'Todo esto ya está disponible en todos los planes, incluido Free. Cuéntanos qué construyes: la página de contacto llega directamente al equipo.',
          },
        ] satisfies ContentBlock[],
      },
    },
  },
  learn: {
    eyebrow: 'Aprender',
    title: 'Aprende y crece',
    subtitle:
      'Guías y tutoriales para crear productos reales con Atelier, desde tu primer prompt hasta el trabajo en equipo.',
    latest: 'Últimos artículos',
    comingSoonBody: 'La página Aprender estará disponible pronto. ¡Mantente atento!',
    backToLearn: 'Volver a Aprender',
    related: 'Artículos relacionados',
    notFoundTitle: 'Artículo no encontrado',
    notFoundBody: 'El artículo que buscas no existe.',
    categories: {
      Guide: 'Guía',
      Tutorial: 'Tutorial',
      Teamwork: 'Trabajo en equipo',
      Optimization: 'Optimización',
    },
    articles: {
      '1': {
        title: 'Escribir prompts con los que el agente pueda construir',
        excerpt:
          'Qué hace que una petición sea fácil de convertir en una app que funciona, y los hábitos que te ahorran una ronda de correcciones.',
        tags: ['Prompts', 'Primeros pasos', 'Buenas prácticas'],
        body: [
          {
            type: 'paragraph',
            content:
              'El agente de Atelier lee tu mensaje como lo haría un compañero nuevo y atento: toma al pie de la letra lo que escribiste y rellena los huecos con valores razonables. Un buen prompt no es largo; es concreto en lo que te importa.',
          },
          { type: 'heading', level: 2, content: 'Describe personas y tareas' },
          {
            type: 'paragraph',
            content:
              'Empieza por quién usa la app y a qué viene. «Los clientes reservan mesa para una fecha, una hora y un número de comensales; el personal ve las reservas del día» le dice al agente mucho más que «una app de restaurante».',
          },
          { type: 'heading', level: 2, content: 'Nombra las restricciones' },
          {
            type: 'list',
            content: [
              'Datos: qué campos tiene cada elemento y cuáles son obligatorios.',
              'Reglas: límites, horarios, precios, quién puede ver qué.',
              'Estilo: un sitio de referencia, una paleta o un ambiente en tres palabras.',
              'Plataforma: una app web, una app móvil o ambas.',
            ],
          },
          { type: 'heading', level: 2, content: 'Un cambio por mensaje' },
          {
            type: 'paragraph',
            content:
              'Tras la primera compilación, pide una mejora cada vez. Así cada compilación es corta, el historial se lee bien y es fácil volver al mensaje en el que todo iba como querías.',
          },
          { type: 'heading', level: 3, content: 'Cuando el resultado no es lo que esperabas' },
          {
            type: 'paragraph',
            content:
              'Describe la diferencia en lugar de repetir la petición: «la lista muestra todas las reservas, solo quiero las de hoy» funciona mejor que volver a enviar el primer prompt. Selecciona el elemento en la vista previa para que no haya dudas sobre la parte a la que te refieres.',
          },
        ] satisfies ContentBlock[],
      },
      '2': {
        title: 'Crea paso a paso una web de reservas para un estudio de yoga',
        excerpt:
          'Un recorrido completo: de la primera descripción a un horario, un formulario de reserva y una versión móvil, en cinco mensajes.',
        tags: ['Tutorial', 'App web', 'Vista previa en vivo'],
        body: [
          {
            type: 'paragraph',
            content:
              'En este tutorial creamos una web pequeña pero completa para un estudio de yoga: un horario de clases, un formulario de reserva y una página que presenta a los profesores. Cada paso es un mensaje que puedes copiar en Atelier.',
          },
          { type: 'heading', level: 2, content: 'Paso 1: la primera descripción' },
          {
            type: 'paragraph',
            content:
              '«Una web para un estudio de yoga llamado Agua Quieta. Una página de inicio con el horario semanal de clases, un formulario para reservar una clase (nombre, email, clase, número de plazas) y una página que presenta a tres profesores. Colores claros y tranquilos, mucho espacio en blanco.» Envíalo y mira cómo aparece la vista previa.',
          },
          { type: 'heading', level: 2, content: 'Paso 2: haz útil el horario' },
          {
            type: 'paragraph',
            content:
              'Pide: «Agrupa el horario por día, muestra el nivel de cada clase y cuántas plazas quedan.» El agente actualiza a la vez el modelo de datos y el diseño.',
          },
          { type: 'heading', level: 2, content: 'Paso 3: valida el formulario' },
          {
            type: 'paragraph',
            content:
              'Pide: «El formulario no debe aceptar más plazas de las que quedan y debe confirmar la reserva en pantalla.» Pruébalo en la vista previa: rellena el formulario, reserva demasiadas plazas y lee el mensaje.',
          },
          { type: 'heading', level: 2, content: 'Paso 4: compruébalo en un móvil' },
          {
            type: 'paragraph',
            content:
              'Cambia la vista previa a un dispositivo móvil. Si el horario se ve apretado, pide: «En móviles, muestra un día cada vez con un selector de día arriba.»',
          },
          { type: 'heading', level: 2, content: 'Paso 5: los detalles' },
          {
            type: 'list',
            content: [
              'Añade la dirección y el horario del estudio al pie de página.',
              'Usa un verde suave como color de acento.',
              'Añade un espacio para la foto de cada profesor con su nombre y su especialidad.',
            ],
          },
          {
            type: 'paragraph',
            content:
              'Cinco mensajes después tienes una web que un estudio real podría usar. El mismo ritmo sirve para cualquier producto: una primera descripción clara y luego una mejora cada vez, comprobada en la vista previa.',
          },
        ] satisfies ContentBlock[],
      },
      '3': {
        title: 'Construir en equipo: un producto, muchas manos',
        excerpt:
          'Cómo los equipos reparten el trabajo entre conversaciones, mantienen un vocabulario común y revisan lo que construyó el agente antes de publicarlo.',
        tags: ['Trabajo en equipo', 'Flujo de trabajo', 'Revisiones'],
        body: [
          {
            type: 'paragraph',
            content:
              'Atelier funciona bien para una persona con una idea y escala a un equipo cuando todos acuerdan unos pocos hábitos. Estos son los que mejor funcionan.',
          },
          { type: 'heading', level: 2, content: 'Una conversación por área' },
          {
            type: 'paragraph',
            content:
              'Mantén una conversación para cada parte del producto, como el registro, la facturación o las pantallas de administración. Cada historial se mantiene enfocado y quien se incorpore después puede leer cómo se construyó esa área.',
          },
          { type: 'heading', level: 2, content: 'Acordad las palabras' },
          {
            type: 'paragraph',
            content:
              'Decidid pronto cómo se llaman las cosas: ¿«cliente», «comprador» o «socio»? Poned el glosario en el primer mensaje de cada conversación para que el agente y los compañeros usen los mismos términos.',
          },
          { type: 'heading', level: 2, content: 'Revisa antes de confiar' },
          {
            type: 'list',
            content: [
              'Recorre la vista previa en escritorio y en móvil tras cada cambio importante.',
              'Lee el resumen de cambios del agente y pregunta por cualquier cosa inesperada.',
              'Deja por escrito las reglas sensibles, como quién puede ver qué datos, y haz que una persona las compruebe.',
            ],
          },
          { type: 'heading', level: 3, content: 'Tu propio agente, tus propias reglas' },
          {
            type: 'paragraph',
            content:
              'Los equipos con convenciones propias pueden conectar su agente mediante la cola de los ajustes de Desarrollador, para que cada compilación siga el mismo estilo de la casa.',
          },
        ] satisfies ContentBlock[],
      },
      '4': {
        title: 'Iteraciones más rápidas: cambios pequeños, vistas previas ágiles',
        excerpt:
          'Por qué las peticiones pequeñas se compilan antes, cómo mantener ligero un proyecto y qué hacer cuando una vista previa tarda más de lo normal.',
        tags: ['Rendimiento', 'Flujo de trabajo', 'Consejos'],
        body: [
          {
            type: 'paragraph',
            content:
              'El tiempo entre enviar un mensaje y ver el resultado decide cuánto puedes probar en una hora. Unos pocos hábitos mantienen corto ese ciclo.',
          },
          { type: 'heading', level: 2, content: 'Pide menos, más a menudo' },
          {
            type: 'paragraph',
            content:
              'Una petición que toca una pantalla se compila antes que una que rehace cinco. También es más fácil de juzgar: sabes exactamente qué mirar en la vista previa.',
          },
          { type: 'heading', level: 2, content: 'Mantén ligero el proyecto' },
          {
            type: 'list',
            content: [
              'Elimina las pantallas y componentes que ya no usas: pide al agente que los limpie.',
              'Prefiere unas pocas bibliotecas bien elegidas a una para cada pequeña necesidad.',
              'Comprime las imágenes grandes antes de adjuntarlas; cada archivo puede ocupar hasta 10 MB.',
            ],
          },
          { type: 'heading', level: 2, content: 'Cuando una respuesta tarda' },
          {
            type: 'paragraph',
            content:
              'Las peticiones complejas pueden ocupar al agente varios minutos. La conversación muestra que sigue trabajando; puedes seguir navegando y volver más tarde. Si una respuesta tarda más de lo habitual, vuelve a mirar en unos minutos antes de enviar de nuevo la petición, para que el agente no haga el mismo trabajo dos veces.',
          },
          { type: 'heading', level: 3, content: 'Usa la vista adecuada' },
          {
            type: 'paragraph',
            content:
              'Mientras revisas, céntrate en el proyecto; mientras planificas, en el chat. Cambiar de modo de vista no cuesta nada y mantiene tu atención en una sola cosa.',
          },
        ] satisfies ContentBlock[],
      },
    },
  },
  pages: {
    navLabel: 'Empresa y legal',
    onThisPage: 'En esta página',
  },
} satisfies ContentTranslation;

export default content;
