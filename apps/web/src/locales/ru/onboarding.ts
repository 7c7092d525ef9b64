/** Russian texts of the onboarding wizard; same keys as ../en/onboarding.ts. */
import type { OnboardingTranslation } from '../types';

const onboarding: OnboardingTranslation = {
  pageTitle: 'Добро пожаловать',
  progress: 'Шаг {{step}} из {{total}}',
  progressLabel: 'Ход настройки',
  percent: '{{percent}}%',
  previous: 'Назад',
  next: 'Далее',
  skip: 'Пропустить',
  complete: 'Завершить',
  completing: 'Завершаем...',
  failed: 'Что-то пошло не так. Пожалуйста, попробуйте ещё раз.',
  enterHint: 'Нажмите Enter, чтобы продолжить',
  welcome: {
    eyebrow: 'Добро пожаловать в Atelier',
    title: 'Давайте настроим ваше рабочее пространство',
    subtitle: 'Несколько коротких вопросов, чтобы агент знал, с кем он работает.',
    firstName: 'Имя',
    firstNamePlaceholder: 'Как к вам обращаться?',
    theme: 'Тема',
    themeHint: 'Её можно сменить в любой момент в верхнем меню.',
    themes: {
      light: 'Светлая',
      dark: 'Тёмная',
      system: 'Автоматически',
    },
    themeDescriptions: {
      light: 'Яркая и чёткая',
      dark: 'Бережёт глаза',
      system: 'Как на устройстве',
    },
  },
  describe: {
    title: '{{name}}, что описывает вас лучше всего?',
    subtitle: 'Необязательно. Это поможет нам предложить удачные отправные точки.',
    options: {
      student: 'Студент',
      developer: 'Разработчик',
      designer: 'Дизайнер',
      entrepreneur: 'Предприниматель',
      freelancer: 'Фрилансер',
      business_owner: 'Владелец бизнеса',
      marketer: 'Маркетолог',
      creative: 'Творческий человек',
      other: 'Другое',
    },
    hints: {
      student: 'Учусь на практике',
      developer: 'Выпускаю код быстрее',
      designer: 'Превращаю макеты в приложения',
      entrepreneur: 'Проверяю новую идею',
      freelancer: 'Работаю на клиентов',
      business_owner: 'Инструменты для моей компании',
      marketer: 'Страницы и кампании',
      creative: 'Создаю что-то новое',
      other: 'Совсем другое',
    },
  },
  done: {
    title: 'Всё готово, {{name}}!',
    subtitle: 'Ваше пространство готово. Опишите первое приложение и посмотрите, как оно оживает.',
    summaryName: 'Имя',
    summaryRole: 'О вас',
    summaryTheme: 'Тема',
    notChosen: 'Не выбрано',
  },
};

export default onboarding;
