/**
 * Typical fields of the things people keep track of, for briefs that name the thing but list no
 * fields ("An app for managing my rental properties", "Kiracılarımı takip etmek için uygulama"): each
 * entry holds the words that name the thing in the six app languages and its usual fields with
 * labels in each, so such a brief gets a real collection app instead of a renamed to-do list.
 *
 * Labels are written "en|tr|fr|es|ru|ar"; the test over the whole table checks each has six.
 */
import type { FieldDef, FieldType, Summary } from '@atelier/app-kit/collection';
import type { CollectionBrief } from './collection-brief.ts';
import type { AppLanguage } from './spec.ts';

const LANGUAGES = ['en', 'tr', 'fr', 'es', 'ru', 'ar'] as const satisfies readonly AppLanguage[];
type TableLanguage = (typeof LANGUAGES)[number];

/** "en|tr|fr|es|ru|ar": one text in each language. */
type Six = string;

export interface EntityField {
  key: string;
  type: FieldType;
  labels: Six;
  /** For 'choice': each option as "en|tr|fr|es|ru|ar". */
  options?: Six[];
  unit?: string;
  /** For 'interval': the date field it counts from. */
  since?: string;
  /** A date that says when something is due ("lease ends", "next service"). */
  due?: boolean;
}

export interface EntityEntry {
  id: string;
  /** Regex alternatives that name the thing, per language; Turkish, Russian and Arabic take endings. */
  words: Record<TableLanguage, string>;
  /** "singular/plural" in each language. */
  names: Six;
  fields: EntityField[];
  /** The key of the name field (the first field when omitted). */
  title?: string;
}

const f = (
  key: string,
  type: FieldType,
  labels: Six,
  extra: Omit<EntityField, 'key' | 'type' | 'labels'> = {},
): EntityField => ({ key, type, labels, ...extra });

const NOTES = f('notes', 'longtext', 'Notes|Notlar|Notes|Notas|Заметки|ملاحظات');
const PHONE = f('phone', 'phone', 'Phone|Telefon|Téléphone|Teléfono|Телефон|الهاتف');
const EMAIL = f('email', 'email', 'E-mail|E-posta|E-mail|Correo|Эл. почта|البريد الإلكتروني');
const DATE = f('date', 'date', 'Date|Tarih|Date|Fecha|Дата|التاريخ');
const COST = f('cost', 'money', 'Cost|Maliyet|Coût|Coste|Стоимость|التكلفة');
const AMOUNT = f('amount', 'money', 'Amount|Tutar|Montant|Importe|Сумма|المبلغ');
const RATING = f('rating', 'rating', 'Rating|Puan|Note|Valoración|Оценка|التقييم');
const NAME = f('name', 'text', 'Name|Ad|Nom|Nombre|Имя|الاسم');
const TITLE = f('title', 'text', 'Title|Başlık|Titre|Título|Название|العنوان');

export const ENTITY_TABLE: EntityEntry[] = [
  {
    id: 'rentalProperty',
    words: {
      en: 'rental propert(?:y|ies)|rentals?|propert(?:y|ies)|apartments?|flats|real estate',
      tr: 'kiralık|mülk|daire|gayrimenkul|emlak',
      fr: 'locations?|biens? locatifs?|logements?|appartements?',
      es: 'propiedad(?:es)?(?: en alquiler)?|alquileres|alquiler|pisos?|apartamentos?|inmuebles?',
      ru: 'недвижимост|квартир|объект\\p{L}* аренды|аренд(?!атор)',
      ar: 'عقار|شقة|شقق|إيجار',
    },
    names:
      'rental property/rental properties|kiralık mülk/kiralık mülkler|location/locations|propiedad en alquiler/propiedades en alquiler|объект аренды/объекты аренды|عقار مؤجر/العقارات المؤجرة',
    fields: [
      f('address', 'text', 'Address|Adres|Adresse|Dirección|Адрес|العنوان'),
      f('tenant', 'text', 'Tenant|Kiracı|Locataire|Inquilino|Арендатор|المستأجر'),
      f(
        'rent',
        'money',
        'Monthly rent|Aylık kira|Loyer mensuel|Alquiler mensual|Аренда в месяц|الإيجار الشهري',
      ),
      f('status', 'choice', 'Status|Durum|Statut|Estado|Статус|الحالة', {
        options: ['Rented|Kirada|Louée|Alquilada|Сдана|مؤجر', 'Vacant|Boş|Vacante|Libre|Свободна|شاغر'],
      }),
      f(
        'leaseEnds',
        'date',
        'Lease ends|Sözleşme bitişi|Fin du bail|Fin del contrato|Конец договора|نهاية العقد',
        {
          due: true,
        },
      ),
      NOTES,
    ],
  },
  {
    id: 'tenant',
    words: {
      en: 'tenants?|renters?|lodgers?',
      tr: 'kiracı',
      fr: 'locataires?',
      es: 'inquilinos?|arrendatarios?',
      ru: 'арендатор|жильц|жилец|квартирант',
      ar: 'مستأجر',
    },
    names:
      'tenant/tenants|kiracı/kiracılar|locataire/locataires|inquilino/inquilinos|арендатор/арендаторы|مستأجر/المستأجرون',
    fields: [
      NAME,
      f('property', 'text', 'Property|Mülk|Logement|Propiedad|Объект|العقار'),
      PHONE,
      EMAIL,
      f(
        'rent',
        'money',
        'Monthly rent|Aylık kira|Loyer mensuel|Alquiler mensual|Аренда в месяц|الإيجار الشهري',
      ),
      f(
        'leaseEnds',
        'date',
        'Lease ends|Sözleşme bitişi|Fin du bail|Fin del contrato|Конец договора|نهاية العقد',
        {
          due: true,
        },
      ),
      f('paid', 'boolean', 'Rent paid|Kira ödendi|Loyer payé|Alquiler pagado|Аренда оплачена|تم دفع الإيجار'),
    ],
  },
  {
    id: 'maintenance',
    words: {
      en: 'car maintenance|(?:car |vehicle |home |bike )?(?:maintenance|repairs?|servicing)|car services?|oil changes?',
      tr: 'bakım|tamir|onarım|servis',
      fr: 'entretiens?|réparations?|révisions?',
      es: 'mantenimientos?|reparacion(?:es)?|reparación|revision(?:es)?|revisión',
      ru: 'обслуживан|ремонт|техосмотр',
      ar: 'صيانة|إصلاح',
    },
    names:
      'maintenance record/maintenance records|bakım kaydı/bakım kayıtları|entretien/entretiens|mantenimiento/mantenimientos|обслуживание/обслуживания|صيانة/أعمال الصيانة',
    fields: [
      f('service', 'text', 'Service|İşlem|Intervention|Servicio|Работа|الخدمة'),
      f('vehicle', 'text', 'Vehicle|Araç|Véhicule|Vehículo|Машина|المركبة'),
      DATE,
      f('mileage', 'number', 'Mileage|Kilometre|Kilométrage|Kilometraje|Пробег|عداد المسافة', { unit: 'km' }),
      COST,
      f(
        'nextService',
        'date',
        'Next service|Sonraki bakım|Prochain entretien|Próxima revisión|Следующее ТО|الصيانة القادمة',
        {
          due: true,
        },
      ),
      NOTES,
    ],
  },
  {
    id: 'vehicle',
    words: {
      en: 'cars?|vehicles?|trucks?|motorcycles?|fleet',
      tr: 'araba|otomobil|aracım|araçlarım|filo',
      fr: 'voitures?|véhicules?|motos?',
      es: 'coches?|carros?|vehículos?|autos?|motos?',
      ru: 'машин|автомобил|автопарк',
      ar: 'سيارة|سيارات|مركبة|مركبات',
    },
    names:
      'vehicle/vehicles|araba/arabalar|véhicule/véhicules|vehículo/vehículos|автомобиль/автомобили|مركبة/المركبات',
    fields: [
      f(
        'model',
        'text',
        'Make and model|Marka ve model|Marque et modèle|Marca y modelo|Марка и модель|الطراز',
      ),
      f('plate', 'text', 'Plate|Plaka|Immatriculation|Matrícula|Госномер|رقم اللوحة'),
      f('year', 'number', 'Year|Yıl|Année|Año|Год|السنة'),
      f('mileage', 'number', 'Mileage|Kilometre|Kilométrage|Kilometraje|Пробег|عداد المسافة', { unit: 'km' }),
      f(
        'insuranceEnds',
        'date',
        'Insurance ends|Sigorta bitişi|Fin de l’assurance|Fin del seguro|Страховка до|انتهاء التأمين',
        {
          due: true,
        },
      ),
      NOTES,
    ],
  },
  {
    id: 'gig',
    words: {
      en: 'gigs?|concerts?|live shows?|performances?',
      tr: 'konser|sahne|gig',
      fr: 'concerts?|dates de concert|spectacles?',
      es: 'conciertos?|bolos?|actuacion(?:es)?|actuación',
      ru: 'концерт|выступлен|гиг(?!ант)',
      ar: 'حفلة|حفلات|حفل',
    },
    names: 'gig/gigs|konser/konserler|concert/concerts|concierto/conciertos|концерт/концерты|حفلة/الحفلات',
    fields: [
      f('venue', 'text', 'Venue|Mekan|Salle|Sala|Площадка|المكان'),
      f('city', 'text', 'City|Şehir|Ville|Ciudad|Город|المدينة'),
      f('date', 'date', 'Date|Tarih|Date|Fecha|Дата|التاريخ', { due: true }),
      f('time', 'time', 'Start time|Başlangıç saati|Heure|Hora|Начало|وقت البدء'),
      f('fee', 'money', 'Fee|Ücret|Cachet|Caché|Гонорар|الأجر'),
      f('status', 'choice', 'Status|Durum|Statut|Estado|Статус|الحالة', {
        options: [
          'Offered|Teklif|Proposé|Propuesto|Предложен|معروض',
          'Confirmed|Onaylandı|Confirmé|Confirmado|Подтверждён|مؤكد',
          'Played|Çalındı|Joué|Tocado|Сыгран|تم',
        ],
      }),
      NOTES,
    ],
  },
  {
    id: 'bandMember',
    words: {
      en: 'band members?|musicians?',
      tr: 'grup üye|müzisyen',
      fr: 'membres du groupe|musiciens?',
      es: 'miembros de la banda|músicos?',
      ru: 'музыкант|участник\\p{L}* группы',
      ar: 'أعضاء الفرقة|موسيقي',
    },
    names:
      'band member/band members|grup üyesi/grup üyeleri|musicien/musiciens|músico/músicos|музыкант/музыканты|عضو الفرقة/أعضاء الفرقة',
    fields: [
      NAME,
      f('instrument', 'text', 'Instrument|Enstrüman|Instrument|Instrumento|Инструмент|الآلة'),
      PHONE,
      EMAIL,
      f('available', 'boolean', 'Available|Müsait|Disponible|Disponible|Свободен|متاح'),
      NOTES,
    ],
  },
  {
    id: 'player',
    words: {
      en: 'players?|squad|team roster',
      tr: 'oyuncu|futbolcu|takım kadrosu',
      fr: 'joueurs?|joueuses?|effectif',
      es: 'jugador(?:es|as)?|plantilla del (?:club|equipo)',
      ru: 'игрок|состав команды',
      ar: 'لاعب|اللاعبين|تشكيلة',
    },
    names: 'player/players|oyuncu/oyuncular|joueur/joueurs|jugador/jugadores|игрок/игроки|لاعب/اللاعبون',
    fields: [
      NAME,
      f('position', 'text', 'Position|Mevki|Poste|Posición|Позиция|المركز'),
      f('number', 'number', 'Number|Forma no|Numéro|Dorsal|Номер|الرقم'),
      PHONE,
      NOTES,
    ],
  },
  {
    id: 'bookClubMeeting',
    words: {
      en: 'book clubs?|reading groups?|book club meetings?',
      tr: 'kitap kulüb|okuma grub',
      fr: 'clubs? de lecture',
      es: 'clubs? de lectura',
      ru: 'книжн\\p{L}* клуб|встреч\\p{L}* клуба',
      ar: 'نادي الكتاب|نادي القراءة|لقاءات النادي|لقاء النادي',
    },
    names:
      'book club meeting/book club meetings|kitap kulübü buluşması/kitap kulübü buluşmaları|séance du club de lecture/séances du club de lecture|reunión del club de lectura/reuniones del club de lectura|встреча клуба/встречи клуба|لقاء النادي/لقاءات النادي',
    fields: [
      f('book', 'text', 'Book|Kitap|Livre|Libro|Книга|الكتاب'),
      f('author', 'text', 'Author|Yazar|Auteur|Autor|Автор|المؤلف'),
      f(
        'meeting',
        'date',
        'Meeting date|Buluşma tarihi|Date de la séance|Fecha de la reunión|Дата встречи|موعد اللقاء',
        {
          due: true,
        },
      ),
      f('host', 'text', 'Host|Ev sahibi|Hôte|Anfitrión|Хозяин встречи|المضيف'),
      RATING,
      NOTES,
    ],
  },
  {
    id: 'book',
    words: {
      en: 'books|book(?!\\s+(?:a|an|the|my|appointments?|tables?|rooms?)\\b)|reading list|library',
      tr: 'kitap|kitaplık|okuma listes',
      fr: 'livres?|lectures|bibliothèque',
      es: 'libros?|lecturas|biblioteca',
      ru: 'книг|библиотек',
      ar: 'كتاب|كتب|مكتبة',
    },
    names: 'book/books|kitap/kitaplar|livre/livres|libro/libros|книга/книги|كتاب/الكتب',
    fields: [
      TITLE,
      f('author', 'text', 'Author|Yazar|Auteur|Autor|Автор|المؤلف'),
      f('status', 'choice', 'Status|Durum|Statut|Estado|Статус|الحالة', {
        options: [
          'To read|Okunacak|À lire|Por leer|Прочитать|للقراءة',
          'Reading|Okunuyor|En cours|Leyendo|Читаю|أقرأه',
          'Read|Okundu|Lu|Leído|Прочитана|مقروء',
        ],
      }),
      f('pages', 'number', 'Pages|Sayfa|Pages|Páginas|Страниц|الصفحات'),
      f('finished', 'date', 'Finished|Bitirme tarihi|Terminé le|Terminado el|Дочитана|تاريخ الإنهاء'),
      RATING,
      NOTES,
    ],
  },
  {
    id: 'member',
    words: {
      en: 'members|membership|club members',
      tr: 'üye',
      fr: 'membres|adhérents?',
      es: 'miembros|socios?',
      ru: 'член\\p{L}* клуба|участник',
      ar: 'عضو|أعضاء',
    },
    names: 'member/members|üye/üyeler|membre/membres|socio/socios|участник/участники|عضو/الأعضاء',
    fields: [
      NAME,
      EMAIL,
      PHONE,
      f('joined', 'date', 'Joined|Katılma tarihi|Inscrit le|Alta|Вступил|تاريخ الانضمام'),
      f('renewal', 'date', 'Renewal|Yenileme|Renouvellement|Renovación|Продление|التجديد', { due: true }),
      f(
        'feePaid',
        'boolean',
        'Fee paid|Aidat ödendi|Cotisation payée|Cuota pagada|Взнос оплачен|تم دفع الرسوم',
      ),
      NOTES,
    ],
  },
  {
    id: 'client',
    words: {
      en: 'clients?',
      tr: 'danışan',
      fr: 'clients?|clientes?',
      es: 'clientes?',
      ru: 'клиент',
      ar: 'عميل|عملاء',
    },
    names: 'client/clients|danışan/danışanlar|client/clients|cliente/clientes|клиент/клиенты|عميل/العملاء',
    fields: [
      NAME,
      f('company', 'text', 'Company|Şirket|Entreprise|Empresa|Компания|الشركة'),
      EMAIL,
      PHONE,
      f('status', 'choice', 'Status|Durum|Statut|Estado|Статус|الحالة', {
        options: [
          'Active|Aktif|Actif|Activo|Активен|نشط',
          'Paused|Beklemede|En pause|En pausa|На паузе|متوقف',
          'Past|Eski|Ancien|Antiguo|Бывший|سابق',
        ],
      }),
      f(
        'nextFollowUp',
        'date',
        'Next follow-up|Sonraki görüşme|Prochain suivi|Próximo seguimiento|Следующий контакт|المتابعة القادمة',
        {
          due: true,
        },
      ),
      NOTES,
    ],
  },
  {
    id: 'customer',
    words: {
      en: 'customers?|buyers?|shoppers?',
      tr: 'müşteri',
      fr: 'acheteurs?',
      es: 'compradores?',
      ru: 'покупател',
      ar: 'زبون|زبائن',
    },
    names:
      'customer/customers|müşteri/müşteriler|acheteur/acheteurs|comprador/compradores|покупатель/покупатели|زبون/الزبائن',
    fields: [
      NAME,
      EMAIL,
      PHONE,
      f(
        'lastPurchase',
        'date',
        'Last purchase|Son alışveriş|Dernier achat|Última compra|Последняя покупка|آخر شراء',
      ),
      f('spent', 'money', 'Total spent|Toplam harcama|Total dépensé|Total gastado|Потрачено|إجمالي الإنفاق'),
      NOTES,
    ],
  },
  {
    id: 'patient',
    words: {
      en: 'patients?',
      tr: 'hasta',
      fr: 'patients?|patientes?',
      es: 'pacientes?',
      ru: 'пациент',
      ar: 'مريض|مرضى',
    },
    names: 'patient/patients|hasta/hastalar|patient/patients|paciente/pacientes|пациент/пациенты|مريض/المرضى',
    fields: [
      NAME,
      f(
        'born',
        'date',
        'Date of birth|Doğum tarihi|Date de naissance|Fecha de nacimiento|Дата рождения|تاريخ الميلاد',
      ),
      PHONE,
      f(
        'lastVisit',
        'date',
        'Last visit|Son ziyaret|Dernière visite|Última visita|Последний визит|آخر زيارة',
      ),
      f(
        'nextVisit',
        'date',
        'Next visit|Sonraki ziyaret|Prochaine visite|Próxima visita|Следующий визит|الزيارة القادمة',
        {
          due: true,
        },
      ),
      NOTES,
    ],
  },
  {
    id: 'student',
    words: {
      en: 'students?|pupils?',
      tr: 'öğrenci',
      fr: 'élèves?|étudiants?|étudiantes?',
      es: 'estudiantes?|alumnos?|alumnas?',
      ru: 'студент|ученик|учениц',
      ar: 'طالب|طلاب|طلبة|تلميذ|تلاميذ',
    },
    names: 'student/students|öğrenci/öğrenciler|élève/élèves|alumno/alumnos|ученик/ученики|طالب/الطلاب',
    fields: [
      NAME,
      f('level', 'choice', 'Level|Seviye|Niveau|Nivel|Уровень|المستوى', {
        options: [
          'Beginner|Başlangıç|Débutant|Principiante|Начальный|مبتدئ',
          'Intermediate|Orta|Intermédiaire|Intermedio|Средний|متوسط',
          'Advanced|İleri|Avancé|Avanzado|Продвинутый|متقدم',
        ],
      }),
      EMAIL,
      PHONE,
      f('fee', 'money', 'Fee|Ücret|Tarif|Tarifa|Оплата|الرسوم'),
      NOTES,
    ],
  },
  {
    id: 'lesson',
    words: {
      en: 'lessons?|tutoring sessions?|classes',
      tr: 'ders',
      fr: 'leçons?|cours particuliers',
      es: 'lecciones|lección|clases?',
      ru: 'урок|заняти',
      ar: 'درس|دروس|حصة|حصص',
    },
    names: 'lesson/lessons|ders/dersler|leçon/leçons|clase/clases|урок/уроки|درس/الدروس',
    fields: [
      f('student', 'text', 'Student|Öğrenci|Élève|Alumno|Ученик|الطالب'),
      f('date', 'date', 'Date|Tarih|Date|Fecha|Дата|التاريخ', { due: true }),
      f('time', 'time', 'Time|Saat|Heure|Hora|Время|الوقت'),
      f('minutes', 'number', 'Length|Süre|Durée|Duración|Длительность|المدة', { unit: 'min' }),
      f('price', 'money', 'Price|Ücret|Prix|Precio|Цена|السعر'),
      f('paid', 'boolean', 'Paid|Ödendi|Payé|Pagado|Оплачен|مدفوع'),
      NOTES,
    ],
  },
  {
    id: 'vetVisit',
    words: {
      en: 'vet visits?|vet appointments?|vet|vaccinations?',
      tr: 'veteriner|aşı(?!r)',
      fr: 'vétérinaires?|visites chez le vétérinaire|vaccins?',
      es: 'veterinarios?|visitas al veterinario|vacunas?',
      ru: 'ветеринар|прививк',
      ar: 'بيطري|البيطري|تطعيم',
    },
    names:
      'vet visit/vet visits|veteriner ziyareti/veteriner ziyaretleri|visite vétérinaire/visites vétérinaires|visita al veterinario/visitas al veterinario|визит к ветеринару/визиты к ветеринару|زيارة بيطرية/الزيارات البيطرية',
    fields: [
      f('pet', 'text', 'Pet|Hayvan|Animal|Mascota|Питомец|الحيوان'),
      f('reason', 'text', 'Reason|Neden|Motif|Motivo|Причина|السبب'),
      DATE,
      f('vet', 'text', 'Vet|Veteriner|Vétérinaire|Veterinario|Ветеринар|الطبيب البيطري'),
      COST,
      f(
        'nextVisit',
        'date',
        'Next visit|Sonraki ziyaret|Prochaine visite|Próxima visita|Следующий визит|الزيارة القادمة',
        {
          due: true,
        },
      ),
      NOTES,
    ],
    title: 'reason',
  },
  {
    id: 'pet',
    words: {
      en: 'pets?|dogs?|cats?|animals',
      tr: 'evcil hayvan|kedi|köpek|hayvan',
      fr: 'animaux|animal|chiens?|chats?',
      es: 'mascotas?|perros?|gatos?|animales',
      ru: 'питом|животн|собак|кошк',
      ar: 'حيوان|حيوانات|قطط|كلاب|قطة|كلب',
    },
    names:
      'pet/pets|evcil hayvan/evcil hayvanlar|animal/animaux|mascota/mascotas|питомец/питомцы|حيوان أليف/الحيوانات الأليفة',
    fields: [
      NAME,
      f('species', 'text', 'Species|Tür|Espèce|Especie|Вид|النوع'),
      f('born', 'date', 'Birthday|Doğum günü|Anniversaire|Cumpleaños|День рождения|تاريخ الميلاد'),
      f('weight', 'number', 'Weight|Ağırlık|Poids|Peso|Вес|الوزن', { unit: 'kg' }),
      f(
        'nextVaccine',
        'date',
        'Next vaccine|Sonraki aşı|Prochain vaccin|Próxima vacuna|Следующая прививка|التطعيم القادم',
        {
          due: true,
        },
      ),
      NOTES,
    ],
  },
  {
    id: 'plant',
    words: {
      // What is watered is a plant: "Calendario de riego del balcón".
      en: '(?:house)?plants?|succulents?|flowers|herbs|watering (?:schedule|calendar|log|tracker)',
      tr: 'bitki|çiçek|sulama|aromatik ot',
      fr: 'plantes?|fleurs|herbes aromatiques|arrosage',
      es: 'plantas?|flores|hierbas aromáticas|riego',
      ru: 'растени|полив|пряные травы',
      ar: 'نبات|نباتات|نبتة|زهور|أعشاب|سقي',
    },
    names: 'plant/plants|bitki/bitkiler|plante/plantes|planta/plantas|растение/растения|نبتة/النباتات',
    fields: [
      NAME,
      f('room', 'text', 'Room|Oda|Pièce|Habitación|Комната|الغرفة'),
      f(
        'waterEvery',
        'interval',
        'Water every|Sulama sıklığı|Arrosage tous les|Riego cada|Поливать раз в|الري كل',
        {
          since: 'lastWatered',
        },
      ),
      f(
        'lastWatered',
        'date',
        'Last watered|Son sulama|Dernier arrosage|Último riego|Последний полив|آخر ري',
      ),
      f('light', 'choice', 'Light|Işık|Lumière|Luz|Свет|الإضاءة', {
        options: [
          'Full sun|Tam güneş|Plein soleil|Pleno sol|Солнце|شمس كاملة',
          'Partial shade|Yarı gölge|Mi-ombre|Semisombra|Полутень|ظل جزئي',
          'Shade|Gölge|Ombre|Sombra|Тень|ظل',
        ],
      }),
      NOTES,
    ],
  },
  {
    id: 'gardenBed',
    words: {
      en: 'garden beds?|raised beds?|vegetable gardens?|veggie gardens?|allotments?',
      tr: 'tarh|bostan|sebze bahçe',
      fr: 'potagers?|carrés? potagers?|parcelles?',
      es: 'huertos?|bancales?',
      ru: 'грядк|огород',
      ar: 'أحواض|حوض زراعة|بستان',
    },
    names:
      'garden bed/garden beds|tarh/tarhlar|parcelle/parcelles|bancal/bancales|грядка/грядки|حوض زراعة/أحواض الزراعة',
    fields: [
      f('bed', 'text', 'Bed|Tarh|Parcelle|Bancal|Грядка|الحوض'),
      f('crop', 'text', 'Crop|Ürün|Culture|Cultivo|Культура|المحصول'),
      f('planted', 'date', 'Planted|Ekim tarihi|Semé le|Sembrado|Посажено|تاريخ الزراعة'),
      f(
        'harvest',
        'date',
        'Expected harvest|Hasat|Récolte prévue|Cosecha prevista|Сбор урожая|الحصاد المتوقع',
        {
          due: true,
        },
      ),
      f(
        'waterEvery',
        'interval',
        'Water every|Sulama sıklığı|Arrosage tous les|Riego cada|Поливать раз в|الري كل',
        {
          since: 'lastWatered',
        },
      ),
      f(
        'lastWatered',
        'date',
        'Last watered|Son sulama|Dernier arrosage|Último riego|Последний полив|آخر ري',
      ),
      NOTES,
    ],
  },
  {
    id: 'project',
    words: {
      en: 'projects?',
      tr: 'proje',
      fr: 'projets?',
      es: 'proyectos?',
      ru: 'проект',
      ar: 'مشروع|مشاريع',
    },
    names: 'project/projects|proje/projeler|projet/projets|proyecto/proyectos|проект/проекты|مشروع/المشاريع',
    fields: [
      NAME,
      f('client', 'text', 'Client|Müşteri|Client|Cliente|Клиент|العميل'),
      f('status', 'choice', 'Status|Durum|Statut|Estado|Статус|الحالة', {
        options: [
          'Planned|Planlandı|Prévu|Planificado|Запланирован|مخطط',
          'In progress|Sürüyor|En cours|En curso|В работе|قيد التنفيذ',
          'Done|Bitti|Terminé|Terminado|Готов|منجز',
        ],
      }),
      f('deadline', 'date', 'Deadline|Teslim tarihi|Échéance|Fecha límite|Срок|الموعد النهائي', {
        due: true,
      }),
      f('budget', 'money', 'Budget|Bütçe|Budget|Presupuesto|Бюджет|الميزانية'),
      NOTES,
    ],
  },
  {
    id: 'invoice',
    words: {
      en: 'invoices?|bills',
      tr: 'fatura',
      fr: 'factures?',
      es: 'facturas?',
      ru: 'счет(?:а|ов)|счёт|инвойс',
      ar: 'فاتورة|فواتير',
    },
    names: 'invoice/invoices|fatura/faturalar|facture/factures|factura/facturas|счёт/счета|فاتورة/الفواتير',
    fields: [
      f('number', 'text', 'Invoice number|Fatura no|Numéro|Número|Номер|رقم الفاتورة'),
      f('client', 'text', 'Client|Müşteri|Client|Cliente|Клиент|العميل'),
      AMOUNT,
      f('issued', 'date', 'Issued|Düzenleme tarihi|Émise le|Emitida|Выставлен|تاريخ الإصدار'),
      f('due', 'date', 'Due date|Son ödeme tarihi|Échéance|Vencimiento|Оплатить до|تاريخ الاستحقاق', {
        due: true,
      }),
      f('status', 'choice', 'Status|Durum|Statut|Estado|Статус|الحالة', {
        options: [
          'Draft|Taslak|Brouillon|Borrador|Черновик|مسودة',
          'Sent|Gönderildi|Envoyée|Enviada|Отправлен|مرسلة',
          'Paid|Ödendi|Payée|Pagada|Оплачен|مدفوعة',
        ],
      }),
    ],
  },
  {
    id: 'expense',
    words: {
      en: 'expenses?|spending|receipts?',
      tr: 'gider(?!ek|il|me)|harcama|masraf',
      fr: 'dépenses?|notes de frais|reçus',
      es: 'gastos?|recibos?',
      ru: 'расход|трат',
      ar: 'مصروف|مصاريف|نفقات|مصروفات',
    },
    names: 'expense/expenses|harcama/harcamalar|dépense/dépenses|gasto/gastos|расход/расходы|مصروف/المصاريف',
    fields: [
      f('what', 'text', 'What|Açıklama|Objet|Concepto|Что|البند'),
      AMOUNT,
      DATE,
      f('category', 'choice', 'Category|Kategori|Catégorie|Categoría|Категория|الفئة', {
        options: [
          'Food|Yemek|Alimentation|Comida|Еда|طعام',
          'Transport|Ulaşım|Transport|Transporte|Транспорт|مواصلات',
          'Home|Ev|Maison|Casa|Дом|المنزل',
          'Other|Diğer|Autre|Otro|Другое|أخرى',
        ],
      }),
      NOTES,
    ],
  },
  {
    // A league's matches (league.ts makes both teams a choice of the teams listed, and the table of them);
    // a tournament's draw is 'match' below.
    id: 'leagueMatch',
    words: {
      en: 'league table|standings|league matches',
      tr: 'puan tablosu|lig tablosu|lig maçları',
      fr: 'classement du championnat|classement de (?:la|notre) ligue|matchs de championnat',
      es: 'tabla de (?:posiciones|clasificación)|partidos de liga',
      ru: 'турнирн\\p{L}* таблиц|матчи лиги',
      ar: 'جدول الدوري|ترتيب الدوري|مباريات الدوري',
    },
    names:
      'league match/league matches|lig maçı/lig maçları|match de championnat/matchs de championnat|partido de liga/partidos de liga|матч лиги/матчи лиги|مباراة الدوري/مباريات الدوري',
    title: 'date',
    fields: [
      f('home', 'text', 'Home team|Ev sahibi|Équipe à domicile|Local|Хозяева|الفريق المضيف'),
      f('away', 'text', 'Away team|Deplasman|Équipe à l’extérieur|Visitante|Гости|الفريق الضيف'),
      f(
        'homeScore',
        'number',
        'Home score|Ev sahibi skor|Score domicile|Goles local|Счёт хозяев|أهداف المضيف',
      ),
      f(
        'awayScore',
        'number',
        'Away score|Deplasman skor|Score extérieur|Goles visitante|Счёт гостей|أهداف الضيف',
      ),
      DATE,
    ],
  },
  {
    // Costs shared out among people (shared-costs.ts makes the payer a choice of the people listed).
    id: 'sharedExpense',
    words: {
      en: 'shared (?:expenses?|costs?|bills?)',
      tr: 'ortak (?:masraf|gider|harcama)',
      fr: 'dépenses? partagées?|frais partagés',
      es: 'gastos? compartidos?',
      ru: 'общи[ехй] (?:расход|трат)',
      ar: 'مصاريف مشتركة',
    },
    names: 'expense/expenses|harcama/harcamalar|dépense/dépenses|gasto/gastos|расход/расходы|مصروف/المصاريف',
    fields: [
      f('what', 'text', 'What|Açıklama|Objet|Concepto|Что|البند'),
      AMOUNT,
      f('paidBy', 'text', 'Paid by|Ödeyen|Payé par|Pagado por|Кто платил|دفعها'),
      DATE,
      NOTES,
    ],
  },
  {
    id: 'subscription',
    words: {
      en: 'subscriptions?|memberships',
      tr: 'abonelik',
      fr: 'abonnements?',
      es: 'suscripcion(?:es)?|suscripción',
      ru: 'подписк',
      ar: 'اشتراك|اشتراكات',
    },
    names:
      'subscription/subscriptions|abonelik/abonelikler|abonnement/abonnements|suscripción/suscripciones|подписка/подписки|اشتراك/الاشتراكات',
    fields: [
      f('service', 'text', 'Service|Hizmet|Service|Servicio|Сервис|الخدمة'),
      f('price', 'money', 'Price|Fiyat|Prix|Precio|Цена|السعر'),
      f('billing', 'choice', 'Billing|Ödeme dönemi|Facturation|Facturación|Оплата|الفوترة', {
        options: [
          'Monthly|Aylık|Mensuel|Mensual|Ежемесячно|شهري',
          'Yearly|Yıllık|Annuel|Anual|Ежегодно|سنوي',
        ],
      }),
      f('renews', 'date', 'Renews|Yenileme|Renouvellement|Renovación|Продление|التجديد', { due: true }),
      f('active', 'boolean', 'Active|Aktif|Actif|Activa|Активна|نشط'),
    ],
  },
  {
    id: 'flight',
    words: {
      en: 'flights?',
      tr: 'uçuş',
      fr: 'vols',
      es: 'vuelos?',
      ru: 'перелёт|перелет|рейс',
      ar: 'رحلة جوية|رحلات جوية|طيران',
    },
    names: 'flight/flights|uçuş/uçuşlar|vol/vols|vuelo/vuelos|рейс/рейсы|رحلة جوية/الرحلات الجوية',
    fields: [
      f('flight', 'text', 'Flight|Uçuş|Vol|Vuelo|Рейс|الرحلة'),
      f('from', 'text', 'From|Nereden|De|Origen|Откуда|من'),
      f('to', 'text', 'To|Nereye|À|Destino|Куда|إلى'),
      f('date', 'date', 'Date|Tarih|Date|Fecha|Дата|التاريخ', { due: true }),
      f('departs', 'time', 'Departs|Kalkış|Départ|Salida|Вылет|الإقلاع'),
      f('price', 'money', 'Price|Fiyat|Prix|Precio|Цена|السعر'),
    ],
  },
  {
    id: 'trip',
    words: {
      en: 'trips?|travels?|vacations?|holidays?|journeys?',
      tr: 'seyahat|gezi(?!n)|tatil',
      fr: 'voyages?|vacances|séjours?',
      es: 'viajes?|vacaciones',
      ru: 'поездк|путешеств|отпуск',
      ar: 'رحلة|رحلات|سفر|عطلة',
    },
    names: 'trip/trips|seyahat/seyahatler|voyage/voyages|viaje/viajes|поездка/поездки|رحلة/الرحلات',
    fields: [
      f('destination', 'text', 'Destination|Yer|Destination|Destino|Куда|الوجهة'),
      f('start', 'date', 'Leaves|Gidiş|Départ|Salida|Начало|المغادرة', { due: true }),
      f('end', 'date', 'Returns|Dönüş|Retour|Regreso|Конец|العودة'),
      f('budget', 'money', 'Budget|Bütçe|Budget|Presupuesto|Бюджет|الميزانية'),
      f('status', 'choice', 'Status|Durum|Statut|Estado|Статус|الحالة', {
        options: [
          'Idea|Fikir|Idée|Idea|Идея|فكرة',
          'Booked|Rezerve|Réservé|Reservado|Забронировано|محجوز',
          'Done|Gidildi|Fait|Hecho|Состоялась|تمت',
        ],
      }),
      NOTES,
    ],
  },
  {
    id: 'event',
    words: {
      en: 'events?|parties|party',
      tr: 'etkinlik|organizasyon',
      fr: 'événements?|évènements?|fêtes?|soirées?',
      es: 'eventos?|fiestas?',
      ru: 'мероприят|событи|праздник',
      ar: 'فعالية|فعاليات|مناسبات',
    },
    names:
      'event/events|etkinlik/etkinlikler|événement/événements|evento/eventos|мероприятие/мероприятия|فعالية/الفعاليات',
    fields: [
      NAME,
      f('date', 'date', 'Date|Tarih|Date|Fecha|Дата|التاريخ', { due: true }),
      f('time', 'time', 'Time|Saat|Heure|Hora|Время|الوقت'),
      f('place', 'text', 'Place|Yer|Lieu|Lugar|Место|المكان'),
      f('guests', 'number', 'Guests|Konuk sayısı|Invités|Invitados|Гостей|الضيوف'),
      f('budget', 'money', 'Budget|Bütçe|Budget|Presupuesto|Бюджет|الميزانية'),
      NOTES,
    ],
  },
  {
    id: 'shift',
    words: {
      en: 'shifts?|rotas?|rosters?',
      tr: 'vardiya|nöbet',
      fr: 'gardes|quarts|plannings? d’équipe',
      es: 'turnos?',
      ru: 'смены|смена|дежурств',
      ar: 'مناوبة|مناوبات|وردية|ورديات',
    },
    names: 'shift/shifts|vardiya/vardiyalar|garde/gardes|turno/turnos|смена/смены|مناوبة/المناوبات',
    fields: [
      f('person', 'text', 'Who|Kim|Qui|Quién|Кто|الموظف'),
      f('date', 'date', 'Date|Tarih|Date|Fecha|Дата|التاريخ', { due: true }),
      f('start', 'time', 'Starts|Başlangıç|Début|Inicio|Начало|البداية'),
      f('end', 'time', 'Ends|Bitiş|Fin|Fin|Конец|النهاية'),
      f('role', 'text', 'Role|Görev|Poste|Puesto|Роль|الدور'),
      NOTES,
    ],
  },
  {
    id: 'employee',
    words: {
      en: 'employees?|staff|team members?|workers?',
      tr: 'çalışan|personel|eleman',
      fr: 'employés?|salariés?|personnel',
      es: 'empleados?|plantilla|trabajadores?',
      ru: 'сотрудник|работник|персонал',
      ar: 'موظف|موظفين|موظفون|عمال',
    },
    names:
      'employee/employees|çalışan/çalışanlar|employé/employés|empleado/empleados|сотрудник/сотрудники|موظف/الموظفون',
    fields: [
      NAME,
      f('role', 'text', 'Role|Görev|Poste|Puesto|Должность|المنصب'),
      EMAIL,
      PHONE,
      f('started', 'date', 'Start date|İşe başlama|Date d’entrée|Fecha de alta|Дата приёма|تاريخ التعيين'),
      f('salary', 'money', 'Salary|Maaş|Salaire|Salario|Зарплата|الراتب'),
      NOTES,
    ],
  },
  {
    id: 'supplier',
    words: {
      en: 'suppliers?|vendors?',
      tr: 'tedarikçi',
      fr: 'fournisseurs?',
      es: 'proveedores?',
      ru: 'поставщик',
      ar: 'مورد|موردين|موردون',
    },
    names:
      'supplier/suppliers|tedarikçi/tedarikçiler|fournisseur/fournisseurs|proveedor/proveedores|поставщик/поставщики|مورد/الموردون',
    fields: [
      NAME,
      f('product', 'text', 'Supplies|Ürün|Produits|Productos|Что поставляет|المنتجات'),
      f('contact', 'text', 'Contact person|Yetkili|Contact|Contacto|Контактное лицо|جهة الاتصال'),
      EMAIL,
      PHONE,
      RATING,
      NOTES,
    ],
  },
  {
    id: 'delivery',
    words: {
      en: 'deliveries|delivery|shipments?|parcels?|packages',
      tr: 'teslimat|kargo',
      fr: 'livraisons?|colis|expéditions?',
      es: 'entregas?|envíos?|paquetes',
      ru: 'доставк|посылк',
      ar: 'توصيل|شحنة|شحنات|طرد|طرود',
    },
    names:
      'delivery/deliveries|teslimat/teslimatlar|livraison/livraisons|entrega/entregas|доставка/доставки|شحنة/الشحنات',
    fields: [
      f('what', 'text', 'Item|Ürün|Article|Artículo|Что|الشحنة'),
      f('carrier', 'text', 'Carrier|Kargo firması|Transporteur|Transportista|Служба доставки|شركة الشحن'),
      f(
        'tracking',
        'text',
        'Tracking number|Takip no|Numéro de suivi|Número de seguimiento|Трек-номер|رقم التتبع',
      ),
      f('expected', 'date', 'Expected|Beklenen tarih|Prévue le|Prevista|Ожидается|الموعد المتوقع', {
        due: true,
      }),
      f('status', 'choice', 'Status|Durum|Statut|Estado|Статус|الحالة', {
        options: [
          'Ordered|Sipariş verildi|Commandée|Pedido|Заказано|مطلوب',
          'On the way|Yolda|En route|En camino|В пути|في الطريق',
          'Delivered|Teslim edildi|Livrée|Entregado|Доставлено|تم التسليم',
        ],
      }),
    ],
  },
  {
    id: 'order',
    words: {
      en: 'orders|purchase orders?|customer orders?',
      tr: 'sipariş',
      fr: 'commandes?',
      es: 'pedidos?|órdenes',
      ru: 'заказ',
      ar: 'طلبيات|طلبية|طلبات',
    },
    names: 'order/orders|sipariş/siparişler|commande/commandes|pedido/pedidos|заказ/заказы|طلبية/الطلبيات',
    fields: [
      f('customer', 'text', 'Customer|Müşteri|Client|Cliente|Клиент|الزبون'),
      f('items', 'text', 'Items|Ürünler|Articles|Artículos|Товары|المنتجات'),
      f('total', 'money', 'Total|Toplam|Total|Total|Сумма|الإجمالي'),
      f('date', 'date', 'Date|Tarih|Date|Fecha|Дата|التاريخ'),
      f('status', 'choice', 'Status|Durum|Statut|Estado|Статус|الحالة', {
        options: [
          'New|Yeni|Nouvelle|Nuevo|Новый|جديد',
          'Shipped|Gönderildi|Expédiée|Enviado|Отправлен|تم الشحن',
          'Delivered|Teslim edildi|Livrée|Entregado|Доставлен|تم التسليم',
        ],
      }),
      NOTES,
    ],
  },
  {
    id: 'equipment',
    words: {
      en: 'equipment|gear|devices|gadgets|appliances',
      tr: 'ekipman|cihaz|teçhizat',
      fr: 'équipements?|matériel|appareils',
      es: 'equipos de|equipamiento|aparatos|dispositivos',
      ru: 'оборудован|техник|устройств',
      ar: 'معدات|أجهزة|جهاز',
    },
    names:
      'piece of equipment/equipment|ekipman/ekipmanlar|équipement/équipements|aparato/aparatos|оборудование/оборудование|جهاز/المعدات',
    fields: [
      NAME,
      f('location', 'text', 'Location|Konum|Emplacement|Ubicación|Где|الموقع'),
      f('condition', 'choice', 'Condition|Durum|État|Estado|Состояние|الحالة', {
        options: [
          'Good|İyi|Bon|Bueno|Исправно|جيد',
          'Needs repair|Tamir gerekli|À réparer|Necesita reparación|Нужен ремонт|يحتاج إصلاحًا',
          'Broken|Bozuk|Hors service|Averiado|Сломано|معطل',
        ],
      }),
      f('bought', 'date', 'Bought|Alındığı tarih|Acheté le|Comprado|Куплено|تاريخ الشراء'),
      f(
        'warrantyEnds',
        'date',
        'Warranty ends|Garanti bitişi|Fin de garantie|Fin de la garantía|Гарантия до|نهاية الضمان',
        {
          due: true,
        },
      ),
      f('price', 'money', 'Price|Fiyat|Prix|Precio|Цена|السعر'),
    ],
  },
  {
    id: 'tool',
    words: {
      en: 'tools(?!\\s+(?:to|for|that)\\b)|power tools|workshop tools',
      tr: 'alet',
      fr: 'outils(?!\\s+pour)',
      es: 'herramientas(?!\\s+para)',
      ru: 'инструментов|инструменты(?!\\s+для)',
      ar: 'أدوات',
    },
    names:
      'tool/tools|alet/aletler|outil/outils|herramienta/herramientas|инструмент/инструменты|أداة/الأدوات',
    fields: [
      NAME,
      f('location', 'text', 'Where it is|Yeri|Rangé où|Dónde está|Где лежит|المكان'),
      f('lentTo', 'text', 'Lent to|Ödünç verilen|Prêté à|Prestado a|Кому одолжил|مُعار إلى'),
      f('returnBy', 'date', 'Return by|İade tarihi|À rendre le|Devolver el|Вернуть до|موعد الإرجاع', {
        due: true,
      }),
      f('condition', 'choice', 'Condition|Durum|État|Estado|Состояние|الحالة', {
        options: [
          'Good|İyi|Bon|Bueno|Исправен|جيد',
          'Worn|Yıpranmış|Usé|Desgastado|Изношен|مستهلك',
          'Broken|Bozuk|Cassé|Roto|Сломан|معطل',
        ],
      }),
      NOTES,
    ],
  },
  {
    // Before video games: a board game is counted in players and minutes, not platforms and hours.
    id: 'board-game',
    words: {
      en: '(?:board|tabletop) ?games?',
      tr: 'kutu oyun|masa oyun',
      fr: 'jeux de société|jeu de société',
      es: 'juegos de mesa|juego de mesa',
      ru: 'настольн\\p{L}* игр',
      ar: 'ألعاب الطاولة|العاب الطاولة|ألعاب لوحية',
    },
    names:
      'board game/board games|kutu oyunu/kutu oyunları|jeu de société/jeux de société|juego de mesa/juegos de mesa|настольная игра/настольные игры|لعبة طاولة/ألعاب الطاولة',
    fields: [
      TITLE,
      f('players', 'text', 'Players|Oyuncu sayısı|Joueurs|Jugadores|Игроки|عدد اللاعبين'),
      f('minutes', 'number', 'Play time|Oyun süresi|Durée de partie|Duración|Время партии|مدة اللعب', {
        unit: 'min',
      }),
      f('status', 'choice', 'Status|Durum|Statut|Estado|Статус|الحالة', {
        options: [
          'Owned|Bizde|Possédé|En casa|Есть|لدينا',
          'Wishlist|İstek listesi|Envie|Deseado|Хочу|أمنية',
          'Lent out|Ödünç verildi|Prêté|Prestado|Одолжена|معارة',
        ],
      }),
      f(
        'lastPlayed',
        'date',
        'Last played|Son oynama|Dernière partie|Última partida|Последняя партия|آخر مرة لُعبت',
      ),
      RATING,
      NOTES,
    ],
  },
  {
    id: 'game',
    words: {
      en: '(?:video )?games',
      tr: 'oyun',
      fr: 'jeux(?: vidéo)?',
      es: 'juegos?',
      ru: 'игр',
      ar: 'لعبة|ألعاب',
    },
    names: 'game/games|oyun/oyunlar|jeu/jeux|juego/juegos|игра/игры|لعبة/الألعاب',
    fields: [
      TITLE,
      f('platform', 'text', 'Platform|Platform|Plateforme|Plataforma|Платформа|المنصة'),
      f('status', 'choice', 'Status|Durum|Statut|Estado|Статус|الحالة', {
        options: [
          'Wishlist|İstek listesi|Envie|Deseado|Хочу|أمنية',
          'Playing|Oynanıyor|En cours|Jugando|Играю|ألعبها',
          'Finished|Bitti|Terminé|Terminado|Пройдена|منتهية',
        ],
      }),
      f(
        'hours',
        'number',
        'Hours played|Oynama süresi|Heures jouées|Horas jugadas|Часов сыграно|ساعات اللعب',
        { unit: 'h' },
      ),
      RATING,
      NOTES,
    ],
  },
  {
    id: 'movie',
    words: {
      en: 'movies?|films?|watchlist|tv shows?|series',
      tr: 'film|dizi',
      fr: 'films?|séries?',
      es: 'películas?|series?',
      ru: 'фильм|сериал|кино',
      ar: 'فيلم|أفلام|مسلسل|مسلسلات',
    },
    names: 'movie/movies|film/filmler|film/films|película/películas|фильм/фильмы|فيلم/الأفلام',
    fields: [
      TITLE,
      f('year', 'number', 'Year|Yıl|Année|Año|Год|السنة'),
      f('genre', 'text', 'Genre|Tür|Genre|Género|Жанр|النوع'),
      f('watched', 'date', 'Watched|İzlenme tarihi|Vu le|Visto el|Просмотрен|تاريخ المشاهدة'),
      RATING,
      NOTES,
    ],
  },
  {
    id: 'album',
    words: {
      en: 'albums?|vinyls?|vinyl records|record collection|cds',
      tr: 'albüm|plak(?!a)',
      fr: 'albums?|vinyles?|disques',
      es: 'álbumes|álbum|vinilos?|discos',
      ru: 'альбом|пластинк|винил',
      ar: 'ألبوم|ألبومات|أسطوانة|أسطوانات',
    },
    names: 'album/albums|albüm/albümler|album/albums|álbum/álbumes|альбом/альбомы|ألبوم/الألبومات',
    fields: [
      TITLE,
      f('artist', 'text', 'Artist|Sanatçı|Artiste|Artista|Исполнитель|الفنان'),
      f('year', 'number', 'Year|Yıl|Année|Año|Год|السنة'),
      f('format', 'choice', 'Format|Format|Format|Formato|Формат|الصيغة', {
        options: [
          'Vinyl|Plak|Vinyle|Vinilo|Винил|أسطوانة',
          'CD|CD|CD|CD|CD|CD',
          'Digital|Dijital|Numérique|Digital|Цифровой|رقمي',
        ],
      }),
      RATING,
      NOTES,
    ],
  },
  {
    id: 'wine',
    words: {
      en: 'wines?|wine cellar',
      tr: 'şarap',
      fr: 'vins?|cave à vin',
      es: 'vinos?|bodega',
      ru: 'вино|вина(?!\\p{L})|винам|винами|винах|винн',
      ar: 'نبيذ',
    },
    names: 'wine/wines|şarap/şaraplar|vin/vins|vino/vinos|вино/вина|نبيذ/أنواع النبيذ',
    fields: [
      NAME,
      f('producer', 'text', 'Producer|Üretici|Domaine|Bodega|Производитель|المنتج'),
      f('vintage', 'number', 'Vintage|Rekolte|Millésime|Añada|Год урожая|سنة الإنتاج'),
      f('color', 'choice', 'Colour|Renk|Couleur|Color|Цвет|اللون', {
        options: [
          'Red|Kırmızı|Rouge|Tinto|Красное|أحمر',
          'White|Beyaz|Blanc|Blanco|Белое|أبيض',
          'Rosé|Roze|Rosé|Rosado|Розовое|وردي',
          'Sparkling|Köpüklü|Effervescent|Espumoso|Игристое|فوار',
        ],
      }),
      f('bottles', 'number', 'Bottles|Şişe|Bouteilles|Botellas|Бутылок|الزجاجات'),
      f('price', 'money', 'Price|Fiyat|Prix|Precio|Цена|السعر'),
      RATING,
    ],
  },
  {
    id: 'jobApplication',
    words: {
      en: 'job applications?|job hunt|job search|applications for jobs|job offers?',
      tr: 'iş başvuru|başvuru',
      fr: "candidatures?|recherche d’emploi|recherche d'emploi",
      es: 'candidaturas?|postulacion(?:es)?|solicitudes de empleo|búsqueda de empleo',
      ru: 'вакан|отклик|собеседован|поиск работы',
      ar: 'طلبات التوظيف|طلب توظيف|وظائف|وظيفة',
    },
    names:
      'job application/job applications|iş başvurusu/iş başvuruları|candidature/candidatures|candidatura/candidaturas|отклик/отклики|طلب توظيف/طلبات التوظيف',
    fields: [
      f('company', 'text', 'Company|Şirket|Entreprise|Empresa|Компания|الشركة'),
      f('role', 'text', 'Role|Pozisyon|Poste|Puesto|Должность|الوظيفة'),
      f('applied', 'date', 'Applied|Başvuru tarihi|Envoyée le|Enviada|Отклик отправлен|تاريخ التقديم'),
      f('stage', 'choice', 'Stage|Aşama|Étape|Fase|Этап|المرحلة', {
        options: [
          'Applied|Başvuruldu|Envoyée|Enviada|Отправлено|تم التقديم',
          'Interview|Mülakat|Entretien|Entrevista|Собеседование|مقابلة',
          'Offer|Teklif|Offre|Oferta|Оффер|عرض',
          'Rejected|Red|Refusée|Rechazada|Отказ|مرفوض',
        ],
      }),
      f('followUp', 'date', 'Follow up on|Takip tarihi|Relancer le|Seguimiento el|Напомнить|موعد المتابعة', {
        due: true,
      }),
      f('salary', 'money', 'Salary|Maaş|Salaire|Salario|Зарплата|الراتب'),
      f('link', 'url', 'Job posting|İlan|Offre|Oferta|Вакансия|رابط الإعلان'),
    ],
    title: 'company',
  },
  {
    id: 'lead',
    words: {
      en: 'leads|sales leads?|prospects?|deals',
      tr: 'potansiyel müşteri|aday müşteri|fırsat',
      fr: 'prospects?|clients potentiels|leads',
      es: 'clientes potenciales|prospectos?|leads',
      ru: 'лид(?!ер)|сделк|потенциальн\\p{L}* клиент',
      ar: 'عملاء محتملين|عملاء محتملون|عميل محتمل|صفقات',
    },
    names:
      'lead/leads|potansiyel müşteri/potansiyel müşteriler|prospect/prospects|cliente potencial/clientes potenciales|лид/лиды|عميل محتمل/العملاء المحتملون',
    fields: [
      NAME,
      f('company', 'text', 'Company|Şirket|Entreprise|Empresa|Компания|الشركة'),
      EMAIL,
      f('value', 'money', 'Deal value|Değer|Valeur|Valor|Сумма сделки|قيمة الصفقة'),
      f('stage', 'choice', 'Stage|Aşama|Étape|Fase|Этап|المرحلة', {
        options: [
          'New|Yeni|Nouveau|Nuevo|Новый|جديد',
          'Contacted|Görüşüldü|Contacté|Contactado|Связались|تم التواصل',
          'Won|Kazanıldı|Gagné|Ganado|Выигран|ناجح',
          'Lost|Kaybedildi|Perdu|Perdido|Проигран|خاسر',
        ],
      }),
      f(
        'nextStep',
        'date',
        'Next step|Sonraki adım|Prochaine étape|Próximo paso|Следующий шаг|الخطوة التالية',
        {
          due: true,
        },
      ),
      NOTES,
    ],
  },
  {
    id: 'chore',
    words: {
      en: 'chores?|household tasks|housework',
      tr: 'ev işler\\p{L}*|ev görevler\\p{L}*',
      fr: 'tâches ménagères|corvées|tâches de la maison',
      es: 'tareas del hogar|tareas domésticas|tareas de casa',
      ru: 'домашн\\p{L}* дел\\p{L}*|домашн\\p{L}* обязанност\\p{L}*|(?:таблиц|график|список)\\p{L}* дел(?!\\p{L})|дежурств',
      ar: 'الأعمال المنزلية|أعمال البيت|أعمال المنزل|المهام المنزلية',
    },
    names:
      'chore/chores|ev işi/ev işleri|tâche ménagère/tâches ménagères|tarea del hogar/tareas del hogar|домашнее дело/домашние дела|مهمة منزلية/المهام المنزلية',
    fields: [
      f('name', 'text', 'Chore|Görev|Tâche|Tarea|Дело|المهمة'),
      f('who', 'text', 'Who|Kim|Qui|Quién|Кто|من'),
      f('points', 'number', 'Points|Puan|Points|Puntos|Баллы|النقاط'),
      f('done', 'boolean', 'Done|Yapıldı|Fait|Hecha|Сделано|تم'),
      DATE,
    ],
  },
  {
    id: 'business',
    words: {
      en: 'local businesses|businesses|merchants|local shops|traders|stallholders',
      tr: 'esnaf\\p{L}*|işletme\\p{L}*|dükkanlar\\p{L}*',
      fr: 'commerçants|commerces|entreprises locales|artisans',
      es: 'comercios|negocios',
      ru: 'магазин\\p{L}*|предприяти\\p{L}*|организаци\\p{L}*',
      ar: 'المحلات|المتاجر|محلات',
    },
    names:
      'business/businesses|işletme/işletmeler|commerce/commerces|comercio/comercios|организация/организации|محل/المحلات',
    fields: [
      f('name', 'text', 'Name|Ad|Nom|Nombre|Название|الاسم'),
      f('contact', 'text', 'Contact person|Yetkili|Contact|Contacto|Контактное лицо|المسؤول'),
      PHONE,
      f('category', 'text', 'Category|Kategori|Catégorie|Categoría|Категория|الفئة'),
      f('address', 'text', 'Address|Adres|Adresse|Dirección|Адрес|العنوان'),
      f('hours', 'text', 'Opening hours|Çalışma saatleri|Horaires|Horario|Часы работы|ساعات العمل'),
      NOTES,
    ],
  },
  {
    id: 'person',
    words: {
      en: 'directory|people',
      tr: 'kişi listesi|ekip rehber\\p{L}*|kulüp rehber\\p{L}*',
      fr: 'annuaire|trombinoscope|personnes',
      es: 'directorio|personas',
      ru: 'справочник|люди',
      ar: 'دليل|الأشخاص',
    },
    names: 'person/people|kişi/kişiler|personne/personnes|persona/personas|человек/люди|شخص/الأشخاص',
    fields: [NAME, f('role', 'text', 'Role|Görev|Rôle|Cargo|Роль|الدور'), PHONE, EMAIL, NOTES],
  },
  {
    id: 'contact',
    words: {
      en: 'contacts|address book|people i know',
      tr: 'kişiler|rehber',
      fr: "contacts|carnet d’adresses|carnet d'adresses",
      es: 'contactos|agenda de contactos',
      ru: 'контакт|записн\\p{L}* книжк',
      ar: 'جهات الاتصال|جهة اتصال',
    },
    names:
      'contact/contacts|kişi/kişiler|contact/contacts|contacto/contactos|контакт/контакты|جهة اتصال/جهات الاتصال',
    fields: [
      NAME,
      PHONE,
      EMAIL,
      f('company', 'text', 'Company|Şirket|Entreprise|Empresa|Компания|الشركة'),
      f('birthday', 'date', 'Birthday|Doğum günü|Anniversaire|Cumpleaños|День рождения|عيد الميلاد'),
      NOTES,
    ],
  },
  {
    id: 'donation',
    words: {
      en: 'donations?|donors?|fundraising',
      tr: 'bağış',
      fr: 'dons|donateurs?',
      es: 'donacion(?:es)?|donación|donantes?',
      ru: 'пожертвован|донат|благотвор',
      ar: 'تبرع|تبرعات|متبرع',
    },
    names:
      'donation/donations|bağış/bağışlar|don/dons|donación/donaciones|пожертвование/пожертвования|تبرع/التبرعات',
    fields: [
      f('donor', 'text', 'Donor|Bağışçı|Donateur|Donante|Жертвователь|المتبرع'),
      AMOUNT,
      DATE,
      f('method', 'choice', 'Method|Yöntem|Moyen|Medio|Способ|الطريقة', {
        options: [
          'Cash|Nakit|Espèces|Efectivo|Наличные|نقدًا',
          'Card|Kart|Carte|Tarjeta|Карта|بطاقة',
          'Transfer|Havale|Virement|Transferencia|Перевод|تحويل',
        ],
      }),
      f('thanked', 'boolean', 'Thanked|Teşekkür edildi|Remercié|Agradecido|Поблагодарили|تم الشكر'),
      NOTES,
    ],
  },
  {
    id: 'volunteer',
    words: {
      en: 'volunteers?',
      tr: 'gönüllü',
      fr: 'bénévoles?',
      es: 'voluntari(?:o|a)s?',
      ru: 'волонтёр|волонтер|доброволь',
      ar: 'متطوع',
    },
    names:
      'volunteer/volunteers|gönüllü/gönüllüler|bénévole/bénévoles|voluntario/voluntarios|волонтёр/волонтёры|متطوع/المتطوعون',
    fields: [
      NAME,
      PHONE,
      EMAIL,
      f('skills', 'text', 'Skills|Beceriler|Compétences|Habilidades|Навыки|المهارات'),
      f('hours', 'number', 'Hours given|Verilen saat|Heures données|Horas aportadas|Часов|الساعات', {
        unit: 'h',
      }),
      f(
        'nextShift',
        'date',
        'Next shift|Sonraki görev|Prochaine mission|Próximo turno|Следующая смена|المناوبة القادمة',
        {
          due: true,
        },
      ),
      NOTES,
    ],
  },
  {
    id: 'medication',
    words: {
      en: 'medications?|medicines?|meds|pills|prescriptions?',
      tr: 'ilaç|reçete',
      fr: 'médicaments?|ordonnances?|traitements?',
      es: 'medicamentos?|medicinas?|pastillas|recetas médicas',
      ru: 'лекарств|препарат|таблет',
      ar: 'دواء|أدوية',
    },
    names:
      'medication/medications|ilaç/ilaçlar|médicament/médicaments|medicamento/medicamentos|лекарство/лекарства|دواء/الأدوية',
    fields: [
      NAME,
      f('dose', 'text', 'Dose|Doz|Dose|Dosis|Доза|الجرعة'),
      f('when', 'choice', 'When|Ne zaman|Quand|Cuándo|Когда|متى', {
        options: [
          'Morning|Sabah|Matin|Mañana|Утром|صباحًا',
          'Noon|Öğle|Midi|Mediodía|Днём|ظهرًا',
          'Evening|Akşam|Soir|Noche|Вечером|مساءً',
        ],
      }),
      f('refill', 'date', 'Refill by|Yenileme tarihi|Renouveler le|Reponer el|Купить до|موعد إعادة الصرف', {
        due: true,
      }),
      f('doctor', 'text', 'Prescribed by|Doktor|Prescrit par|Recetado por|Врач|الطبيب'),
      NOTES,
    ],
  },
  {
    id: 'appointment',
    words: {
      en: 'appointments?|doctor visits?|check-?ups?',
      tr: 'randevu|muayene',
      fr: 'rendez-vous|rdv',
      es: 'citas?',
      ru: 'при[её]м\\p{L}* у врача|при[её]мы|запис\\p{L}* к врачу|визит',
      ar: 'موعد|مواعيد',
    },
    names:
      'appointment/appointments|randevu/randevular|rendez-vous/rendez-vous|cita/citas|приём/приёмы|موعد/المواعيد',
    fields: [
      f('what', 'text', 'What|Ne|Objet|Motivo|Что|الموعد'),
      f('with', 'text', 'With|Kiminle|Avec|Con|С кем|مع'),
      f('date', 'date', 'Date|Tarih|Date|Fecha|Дата|التاريخ', { due: true }),
      f('time', 'time', 'Time|Saat|Heure|Hora|Время|الوقت'),
      f('place', 'text', 'Place|Yer|Lieu|Lugar|Место|المكان'),
      NOTES,
    ],
  },
  {
    id: 'course',
    words: {
      en: 'courses|(?<!of )course|online classes|trainings?',
      tr: 'kurs|eğitim',
      fr: 'formations?|(?<!(?:au|en) )cours(?! particuliers)|mooc',
      es: 'cursos?|formacion(?:es)?|formación',
      ru: 'курс|обучени|тренинг',
      ar: 'دورة|دورات|كورس',
    },
    names: 'course/courses|kurs/kurslar|formation/formations|curso/cursos|курс/курсы|دورة/الدورات',
    fields: [
      TITLE,
      f('provider', 'text', 'Provider|Kurum|Organisme|Proveedor|Платформа|الجهة'),
      f('progress', 'number', 'Progress|İlerleme|Progression|Progreso|Прогресс|التقدم', { unit: '%' }),
      f('deadline', 'date', 'Finish by|Bitiş tarihi|À finir le|Terminar el|Закончить до|الإنهاء قبل', {
        due: true,
      }),
      f('price', 'money', 'Price|Fiyat|Prix|Precio|Цена|السعر'),
      NOTES,
    ],
  },
  {
    // "a study planner for my exams: Chemistry, Physics, …": a session a subject, done or not.
    id: 'studySession',
    words: {
      en: 'study (?:plan(?:ner)?|schedule|sessions?|timetable)|revision (?:plan(?:ner)?|timetable|schedule)',
      tr: 'ders çalışma|çalışma planı',
      fr: "planning de révisions?|plan(?:ning)? d['’]études?|séances? de révision",
      es: 'plan(?:ificador)? de estudios?|horario de estudios?|sesiones de estudio',
      ru: 'план(?:ировщик)? (?:подготовки|учёбы|учебы)|расписание подготовки|планировщик учёбы',
      ar: 'مخطط مذاكرة|جدول مذاكرة|خطة مذاكرة|مخطط دراسة|خطة دراسة',
    },
    names:
      'study session/study sessions|ders çalışması/ders çalışmaları|séance de révision/séances de révision|sesión de estudio/sesiones de estudio|занятие/занятия|حصة مذاكرة/حصص المذاكرة',
    fields: [
      f('subject', 'text', 'Subject|Ders|Matière|Asignatura|Предмет|المادة'),
      f('lesson', 'text', 'Lesson|Konu|Chapitre|Tema|Тема|الدرس'),
      f('day', 'date', 'Day|Gün|Jour|Día|День|اليوم'),
      f('time', 'time', 'Time|Saat|Heure|Hora|Время|الوقت'),
      f('done', 'boolean', 'Done|Bitti|Fait|Hecho|Сделано|تم'),
      NOTES,
    ],
  },
  {
    id: 'assignment',
    words: {
      en: 'assignments?|homework|coursework|essays',
      tr: 'ödev',
      fr: 'devoirs',
      es: 'tareas?|deberes',
      ru: 'задани|домашк|домашн',
      ar: 'واجب|واجبات|فروض',
    },
    names: 'assignment/assignments|ödev/ödevler|devoir/devoirs|tarea/tareas|задание/задания|واجب/الواجبات',
    fields: [
      TITLE,
      f('subject', 'text', 'Subject|Ders|Matière|Asignatura|Предмет|المادة'),
      f('due', 'date', 'Due|Teslim tarihi|À rendre le|Entrega|Сдать до|موعد التسليم', { due: true }),
      f('done', 'boolean', 'Handed in|Teslim edildi|Rendu|Entregada|Сдано|تم التسليم'),
      f('grade', 'number', 'Grade|Not|Note|Nota|Оценка|الدرجة'),
      NOTES,
    ],
  },
  {
    id: 'exam',
    words: {
      // "quarter finals" are a tournament's, not exams.
      en: 'exams?|tests|quizzes|(?<!quarter[- ]|semi[- ])finals',
      tr: 'sınav',
      fr: 'examens?|partiels',
      es: 'exámenes|examen',
      ru: 'экзамен|зачёт|зачет',
      ar: 'امتحان|امتحانات|اختبار|اختبارات',
    },
    names: 'exam/exams|sınav/sınavlar|examen/examens|examen/exámenes|экзамен/экзамены|امتحان/الامتحانات',
    fields: [
      f('subject', 'text', 'Subject|Ders|Matière|Asignatura|Предмет|المادة'),
      f('date', 'date', 'Date|Tarih|Date|Fecha|Дата|التاريخ', { due: true }),
      f('time', 'time', 'Time|Saat|Heure|Hora|Время|الوقت'),
      f('room', 'text', 'Room|Salon|Salle|Aula|Аудитория|القاعة'),
      f('grade', 'number', 'Grade|Not|Note|Nota|Оценка|الدرجة'),
      NOTES,
    ],
  },
  {
    id: 'match',
    words: {
      en: 'tournaments?|brackets?|fixtures|matches',
      tr: 'turnuva|fikstür|maçlar',
      fr: 'tournois?|matchs|rencontres',
      es: 'torneos?|partidos|cuadro de eliminatorias',
      ru: 'турнир|сетк\\p{L}* турнира|матч(?:и|ей)',
      ar: 'بطولة|دوري|مباريات',
    },
    names: 'match/matches|maç/maçlar|match/matchs|partido/partidos|матч/матчи|مباراة/المباريات',
    fields: [
      f('match', 'text', 'Match|Maç|Match|Partido|Матч|المباراة'),
      f('round', 'text', 'Round|Tur|Tour|Ronda|Раунд|الدور'),
      DATE,
      f('time', 'time', 'Time|Saat|Heure|Hora|Время|الوقت'),
      f('score', 'text', 'Score|Skor|Score|Resultado|Счёт|النتيجة'),
      f('winner', 'text', 'Winner|Kazanan|Vainqueur|Ganador|Победитель|الفائز'),
    ],
  },
  {
    id: 'collectible',
    words: {
      en: 'coins|stamps|collectibles?|trading cards|figurines',
      tr: 'pul|madeni para|koleksiyon parça',
      fr: 'timbres|pièces de monnaie|objets de collection|figurines',
      es: 'sellos|monedas|coleccionables|figuras',
      ru: 'марк(?:и|ами|ах)|монет|предмет\\p{L}* коллекци',
      ar: 'طوابع|عملات|مقتنيات',
    },
    names:
      'collectible/collectibles|koleksiyon parçası/koleksiyon parçaları|objet de collection/objets de collection|coleccionable/coleccionables|предмет коллекции/предметы коллекции|قطعة مقتناة/المقتنيات',
    fields: [
      NAME,
      f('year', 'number', 'Year|Yıl|Année|Año|Год|السنة'),
      f('condition', 'choice', 'Condition|Durum|État|Estado|Состояние|الحالة', {
        options: [
          'Mint|Kusursuz|Neuf|Perfecto|Идеальное|ممتاز',
          'Good|İyi|Bon|Bueno|Хорошее|جيد',
          'Worn|Yıpranmış|Usé|Desgastado|Потёртое|مستعمل',
        ],
      }),
      f('value', 'money', 'Value|Değer|Valeur|Valor|Стоимость|القيمة'),
      f('acquired', 'date', 'Acquired|Alındığı tarih|Acquis le|Adquirido|Получен|تاريخ الاقتناء'),
      NOTES,
    ],
  },
  {
    id: 'warranty',
    words: {
      en: 'warrant(?:y|ies)|guarantees?',
      tr: 'garanti',
      fr: 'garanties?',
      es: 'garantías?',
      ru: 'гаранти',
      ar: 'ضمان|ضمانات',
    },
    names:
      'warranty/warranties|garanti/garantiler|garantie/garanties|garantía/garantías|гарантия/гарантии|ضمان/الضمانات',
    fields: [
      f('product', 'text', 'Product|Ürün|Produit|Producto|Товар|المنتج'),
      f('store', 'text', 'Bought from|Mağaza|Magasin|Tienda|Магазин|المتجر'),
      f('bought', 'date', 'Bought|Alındığı tarih|Acheté le|Comprado|Куплено|تاريخ الشراء'),
      f(
        'ends',
        'date',
        'Warranty ends|Garanti bitişi|Fin de garantie|Fin de la garantía|Гарантия до|نهاية الضمان',
        {
          due: true,
        },
      ),
      f('price', 'money', 'Price|Fiyat|Prix|Precio|Цена|السعر'),
      NOTES,
    ],
  },
  {
    id: 'loan',
    words: {
      en: 'loans?|debts?|lent items|borrowed',
      tr: 'borç|ödünç',
      fr: 'prêts(?! à)|dettes?|emprunts?',
      es: 'préstamos?|deudas?',
      ru: 'долг(?![оая]|и[ймх])|займ|кредит',
      ar: 'قرض|قروض|ديون',
    },
    names: 'loan/loans|borç/borçlar|prêt/prêts|préstamo/préstamos|долг/долги|قرض/القروض',
    fields: [
      f('who', 'text', 'Who|Kim|Qui|Quién|Кто|الشخص'),
      AMOUNT,
      f('direction', 'choice', 'Direction|Yön|Sens|Sentido|Кто кому|الاتجاه', {
        options: [
          'I lent|Verdim|J’ai prêté|Presté|Я дал|أقرضت',
          'I borrowed|Aldım|J’ai emprunté|Pedí prestado|Я взял|اقترضت',
        ],
      }),
      DATE,
      f('dueBy', 'date', 'Pay back by|Geri ödeme|À rembourser le|Devolver el|Вернуть до|موعد السداد', {
        due: true,
      }),
      f('settled', 'boolean', 'Settled|Ödendi|Remboursé|Saldado|Погашен|تمت التسوية'),
    ],
    title: 'who',
  },
];

/** What the table's six-language strings hold in one language. */
function pick(six: Six, language: TableLanguage): string {
  const parts = six.split('|');
  return parts[LANGUAGES.indexOf(language)] ?? parts[0] ?? six;
}

function tableLanguage(language: AppLanguage): TableLanguage {
  return (LANGUAGES as readonly string[]).includes(language) ? language : 'en';
}

const MATCHERS = new Map<string, RegExp>();

/** The entry's words in a language as one pattern; Turkish, Russian and Arabic words take endings. */
export function entityPattern(entry: EntityEntry, language: AppLanguage): RegExp {
  const lang = tableLanguage(language);
  const id = `${entry.id}:${lang}`;
  let pattern = MATCHERS.get(id);
  if (!pattern) {
    const words = entry.words[lang];
    const source =
      lang === 'tr' || lang === 'ru'
        ? `(?<!\\p{L})(?:${words})\\p{L}*`
        : lang === 'ar'
          ? `(?<!\\p{L})(?:[وفبلك]?(?:ال|لل)?)(?:${words})\\p{L}*`
          : `(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`;
    pattern = new RegExp(source, 'giu');
    MATCHERS.set(id, pattern);
  }
  return pattern;
}

interface Found {
  entry: EntityEntry;
  index: number;
  length: number;
}

function matches(text: string, language: AppLanguage): Found[] {
  const found: Found[] = [];
  for (const entry of ENTITY_TABLE) {
    const pattern = entityPattern(entry, language);
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern))
      found.push({ entry, index: match.index, length: match[0].length });
  }
  // The longest phrase names the thing ("car maintenance" over "car"); then the first said.
  return found.sort((a, b) => b.length - a.length || a.index - b.index);
}

/**
 * The table's entry for the thing a brief names: first in the phrase after a verb of keeping
 * (`phrase`, read by collection-brief), else anywhere in the brief.
 */
export function findEntity(
  prompt: string,
  language: AppLanguage,
  phrase?: string | null,
): EntityEntry | null {
  // "Directory of the traders in our market": what a directory lists names it, over the directory.
  const found = matches(prompt, language);
  const best = found.find((match) => match.entry.id !== 'person') ?? found[0];
  if (phrase) {
    const inPhrase = matches(phrase, language)[0];
    // A longer name around the phrase's own wins: "kutu oyunlarımı" over the phrase's "oyunlarımı".
    const said = inPhrase && phrase.slice(inPhrase.index, inPhrase.index + inPhrase.length);
    const around = best && prompt.slice(best.index, best.index + best.length);
    if (inPhrase && said && around && best.length > inPhrase.length && around.includes(said))
      return best.entry;
    if (inPhrase) return inPhrase.entry;
  }
  return best?.entry ?? null;
}

const CURRENCY: Record<TableLanguage, string> = {
  en: 'USD',
  tr: 'TRY',
  fr: 'EUR',
  es: 'EUR',
  ru: 'RUB',
  ar: 'USD',
};

/** The entry's typical fields as a collection in the app's language, marked as chosen for the person. */
export function typicalCollection(
  entry: EntityEntry,
  language: AppLanguage,
  currency?: string,
  seedTitles: string[] = [],
  seedValues: Record<string, string | number | boolean>[] = [],
): CollectionBrief {
  const lang = tableLanguage(language);
  const [singular = entry.id, plural = singular] = pick(entry.names, lang).split('/');
  const titleKey = entry.title ?? entry.fields[0]!.key;
  const fields: FieldDef[] = entry.fields.map((field) => ({
    key: field.key,
    label: pick(field.labels, lang),
    type: field.type,
    ...(field.key === titleKey ? { required: true } : {}),
    ...(field.options ? { options: field.options.map((option) => pick(option, lang)) } : {}),
    ...(field.unit ? { unit: field.unit } : {}),
    ...(field.type === 'money' ? { currency: currency ?? CURRENCY[lang] } : {}),
    ...(field.since ? { since: field.since } : {}),
  }));
  const hasInterval = fields.some((field) => field.type === 'interval');
  const due = entry.fields.find((field) => field.due);
  const groupBy = fields.find((field) => field.type === 'choice');
  const summaries: Summary[] = ['count'];
  if (hasInterval || due) summaries.push('due');
  if (fields.some((field) => field.type === 'money')) summaries.push('total');
  if (fields.some((field) => field.type === 'rating')) summaries.push('average');
  if (groupBy) summaries.push('byChoice');
  return {
    entity: { singular, plural },
    fields,
    titleField: titleKey,
    summaries,
    ...(groupBy ? { groupBy: groupBy.key } : {}),
    ...(due && !hasInterval ? { dueField: due.key } : {}),
    seedTitles,
    ...(seedValues.some((values) => Object.keys(values).length > 0) ? { seedValues } : {}),
    fieldList: '',
    typical: true,
  };
}
