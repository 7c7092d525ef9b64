/** Russian texts of the chat workspace; same keys as ../en/workspace.ts. */
import type { WorkspaceTranslation } from '../types';

const workspace: WorkspaceTranslation = {
  pageTitle: 'Рабочее пространство',
  untitled: 'Диалог без названия',
  back: 'На главную',
  loading: 'Загрузка диалога...',
  notFound: {
    title: 'Диалог не найден',
    body: 'Диалог не найден, или у вас нет к нему доступа.',
    action: 'На главную',
  },
  profile: {
    home: 'Главная',
  },
  tabs: {
    label: 'Вид рабочего пространства',
    chat: 'Чат',
    preview: 'Предпросмотр',
  },
  layout: {
    viewMode: 'Режим отображения',
    viewModeHint: 'Ширина чата и предпросмотра',
    divider: 'Изменить ширину чата и предпросмотра',
    presets: {
      focusChat: 'Акцент на чате',
      balanced: 'Сбалансированный',
      focusProject: 'Акцент на проекте',
      equal: 'Поровну 1:1',
    },
    split: 'чат {{chat}}% · предпросмотр {{project}}%',
  },
  menu: {
    label: 'Параметры чата',
    invite: 'Пригласить соавторов',
    code: 'Скачать код',
    github: 'Подключить GitHub',
    comingSoon: 'Скоро',
    comingSoonToast: '{{feature}}: скоро появится.',
  },
  messages: {
    log: 'Сообщения диалога',
    you: 'Вы',
    assistant: 'Atelier',
    empty: 'Сообщений пока нет. Опишите, что хотите создать.',
    sentAt: 'Отправлено в {{time}}',
    usage: '{{input}} на входе · {{output}} на выходе',
    usageLabel: 'Использовано токенов: {{input}} на входе, {{output}} на выходе',
    failed: 'Без ответа',
    attachments: 'Вложения',
    openImage: 'Увеличить {{name}}',
    download: 'Скачать {{name}}',
    imageDialog: 'Просмотр изображения',
  },
  thinking: {
    thinking: 'Думаю',
    deep: 'Глубоко обдумываю',
    complex: 'Разбираюсь со сложным запросом',
    processing: 'Всё ещё обрабатываю',
    timeout: 'Ответ ИИ занимает больше времени, чем ожидалось. Загляните через несколько минут.',
  },
  progress: {
    label: 'Ход работы агента',
    writing: 'Запись файлов',
    fileCount_one: '{{count}} файл',
    fileCount_few: '{{count}} файла',
    fileCount_many: '{{count}} файлов',
    fileCount_other: '{{count}} файла',
  },
  composer: {
    placeholder: 'Попросите внести изменение или опишите, что создать дальше...',
    label: 'Сообщение агенту',
    locked: 'Диалог заблокирован',
    selectElement: 'Выбрать элемент',
    cancelSelection: 'Отменить выбор элемента',
    selectDisabled: 'Выбор элемента станет доступен, когда проект будет создан',
    selectHint: 'Выберите элемент в предпросмотре, чтобы обсудить его',
    selected: 'Выбранный элемент',
    removeSelected: 'Убрать выбранный элемент',
    voice: 'Голосовой ввод',
    voiceSoon: 'Голосовой ввод скоро появится',
  },
  errors: {
    invalidAgent: 'Выбранный агент не найден. Вместо него используется {{name}}.',
    sendFailed: 'При отправке сообщения произошла ошибка. Пожалуйста, попробуйте ещё раз.',
    missingConversation: 'У этого диалога нет идентификатора. Откройте его снова с главной страницы.',
    uploadFailed: 'Сообщение отправлено, но прикреплённые файлы загрузить не удалось.',
    verifyTitle: 'Подтвердите адрес электронной почты, чтобы продолжить',
  },
  projectInput: {
    required: 'Укажите название проекта',
    creating: 'Создаём проект...',
    success: 'Проект создан. Открываем предпросмотр…',
    failed: 'Не удалось создать проект. Пожалуйста, попробуйте ещё раз.',
  },
  projectSuccess: {
    name: 'Проект',
    connect: 'Подключить',
    connectHint: 'API данных вашего приложения: адрес, ключи и готовые примеры',
  },
};

export default workspace;
