/** Arabic texts of the onboarding wizard; same keys as ../en/onboarding.ts. */
import type { OnboardingTranslation } from '../types';

const onboarding: OnboardingTranslation = {
  pageTitle: 'مرحبًا بك',
  progress: 'الخطوة {{step}} من {{total}}',
  progressLabel: 'تقدّم الإعداد',
  percent: '{{percent}}٪',
  previous: 'السابق',
  next: 'التالي',
  skip: 'تخطٍّ',
  complete: 'إنهاء',
  completing: 'جارٍ الإنهاء...',
  failed: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  enterHint: 'اضغط Enter للمتابعة',
  welcome: {
    eyebrow: 'مرحبًا بك في Atelier',
    title: 'لنُجهّز مساحة عملك',
    subtitle: 'بضعة أسئلة سريعة ليعرف الوكيل مع من يبني.',
    firstName: 'الاسم الأول',
    firstNamePlaceholder: 'بماذا نناديك؟',
    theme: 'المظهر',
    themeHint: 'يمكنك تغييره في أي وقت من الشريط العلوي.',
    themes: {
      light: 'فاتح',
      dark: 'داكن',
      system: 'تلقائي',
    },
    themeDescriptions: {
      light: 'ساطع وواضح',
      dark: 'مريح للعين',
      system: 'يتبع إعدادات جهازك',
    },
  },
  describe: {
    title: 'ما الذي يصفك أفضل يا {{name}}؟',
    subtitle: 'اختياري. يساعدنا على اقتراح نقاط انطلاق أنسب لك.',
    options: {
      student: 'طالب',
      developer: 'مطوّر',
      designer: 'مصمّم',
      entrepreneur: 'رائد أعمال',
      freelancer: 'مستقل',
      business_owner: 'صاحب عمل',
      marketer: 'مسوّق',
      creative: 'مبدع',
      other: 'أخرى',
    },
    hints: {
      student: 'أتعلّم بالبناء',
      developer: 'أُنجز الشيفرة أسرع',
      designer: 'أحوّل التصاميم إلى تطبيقات',
      entrepreneur: 'أختبر فكرة جديدة',
      freelancer: 'أُنجز أعمالًا لعملائي',
      business_owner: 'أدوات لشركتي',
      marketer: 'صفحات وحملات',
      creative: 'أصنع شيئًا جديدًا',
      other: 'شيء مختلف تمامًا',
    },
  },
  done: {
    title: 'كل شيء جاهز يا {{name}}!',
    subtitle: 'مساحة عملك جاهزة. صف تطبيقك الأول وشاهده ينبض بالحياة.',
    summaryName: 'الاسم',
    summaryRole: 'وصفك',
    summaryTheme: 'المظهر',
    notChosen: 'لم يُختر',
  },
};

export default onboarding;
