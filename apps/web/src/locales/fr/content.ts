import type { ContentBlock, ContentTranslation } from '../types';

const content = {
  comingSoon: 'Bientôt disponible',
  readMore: 'Lire la suite',
  readTime: '{{minutes}} min de lecture',
  lastUpdated: 'Dernière mise à jour : <0>{{date}}</0>',
  tags: 'Mots-clés',
  opensInNewTab: "(s'ouvre dans un nouvel onglet)",
  share: {
    button: 'Partager',
    menuLabel: 'Partager cette page',
    on: 'Partager sur {{network}}',
    copy: 'Copier le lien',
    copied: 'Lien copié dans le presse-papiers',
    copyFailed: "Impossible de copier le lien. Copiez-le depuis la barre d'adresse.",
    popupBlocked:
      'Votre navigateur a bloqué la fenêtre de partage. Autorisez les fenêtres pop-up pour ce site puis réessayez.',
    failed: "Cette page n'a pas pu être partagée.",
  },
  blog: {
    eyebrow: 'Blog',
    title: "Les notes de l'équipe Atelier",
    subtitle:
      "Tutoriels, nouveautés du produit et ce que nous apprenons en construisant au grand jour une plateforme de développement par l'IA.",
    comingSoonBody: 'La page Blog sera bientôt disponible. Restez à l’écoute !',
    backToBlog: 'Retour au blog',
    related: 'Articles liés',
    postsLabel: 'Articles',
    tagNames: {
      aiDevelopment: 'Développement IA',
      productivity: 'Productivité',
      tutorial: 'Tutoriel',
    },
    categories: {
      tutorials: 'Tutoriels',
      updates: 'Nouveautés',
    },
    posts: {
      '1': {
        title: 'Du prompt au produit : votre première application dans Atelier',
        excerpt:
          "Une soirée avec Atelier : une idée décrite simplement, une première version dans l'aperçu en direct, puis quelques messages de suivi pour en faire quelque chose que vous montreriez à un client.",
        body: [
          {
            type: 'paragraph',
            content:
              "Atelier est une plateforme de développement par l'IA que vous pouvez héberger vous-même. Vous décrivez le produit voulu dans une conversation, un agent écrit le projet, et un aperçu en direct de l'application apparaît à côté de l'échange. Cet article suit un premier projet, de la zone de saisie vide jusqu'à une version digne d'être partagée.",
          },
          { type: 'heading', level: 2, content: 'Partir du résultat, pas de la technique' },
          {
            type: 'paragraph',
            content:
              "Le meilleur premier message dit qui utilisera l'application et ce qu'on doit pouvoir y faire. « Une liste de lecture où j'enregistre des livres, je marque ceux que j'ai finis et je vois combien j'en ai lu cette année » donne à l'agent un objectif clair. Inutile de nommer un framework ou une base de données : l'agent choisit des valeurs par défaut raisonnables et vous dit lesquelles.",
          },
          {
            type: 'list',
            content: [
              "Dites pour qui est l'application et la tâche qu'elle doit bien faire.",
              'Listez les trois ou quatre écrans ou actions que vous attendez.',
              'Décrivez le style voulu : sobre et calme, ludique, sombre, couleurs de la marque.',
              "Joignez un croquis, une capture d'écran ou un cahier des charges si vous en avez : jusqu'à 5 fichiers de 10 Mo chacun.",
            ],
          },
          { type: 'heading', level: 2, content: 'Regarder la première version se construire' },
          {
            type: 'paragraph',
            content:
              "Appuyez sur Entrée pour envoyer (Maj+Entrée ajoute une ligne). L'agent répond dans la conversation pendant que le projet est écrit, compilé et démarré. Quand l'aperçu est prêt, il s'ouvre à droite : une vraie application que l'on peut parcourir, pas une image. Passez d'une largeur bureau à tablette puis mobile pour vérifier que la mise en page tient sur un petit téléphone.",
          },
          { type: 'heading', level: 2, content: 'Avancer par petites étapes' },
          {
            type: 'paragraph',
            content:
              "Considérez la première version comme un brouillon. Demandez un changement à la fois : « rends la liste des livres terminés repliable », « ajoute un objectif annuel avec une barre de progression », « utilise une police à empattements pour les titres ». De petites demandes gardent chaque compilation rapide et montrent clairement quel message a produit quel changement. Si quelque chose casse, décrivez ce que vous voyez dans l'aperçu : l'agent lit sa propre sortie de compilation et corrige.",
          },
          { type: 'heading', level: 3, content: 'Montrer ce que vous voulez dire' },
          {
            type: 'paragraph',
            content:
              "Dès qu'un projet existe, vous pouvez sélectionner un élément dans l'aperçu et y faire référence dans le message suivant. « Agrandis ce bouton » est bien plus simple à exécuter quand l'agent sait exactement quel bouton vous avez choisi.",
          },
          { type: 'heading', level: 2, content: 'Garder ce que vous avez construit' },
          {
            type: 'paragraph',
            content:
              "Chaque projet vit dans votre propre Atelier : ses fichiers source, ses compilations et l'historique de sa conversation. Renommez-le, marquez-le actif ou inactif depuis la liste de vos produits, et revenez à la même conversation quand vous voulez continuer. Comme Atelier s'héberge soi-même, le code n'a jamais à quitter vos serveurs.",
          },
          {
            type: 'paragraph',
            content:
              "Voilà toute la boucle : décrire, regarder, affiner. Une première application prend en général une soirée ; la deuxième bien moins, car vous saurez déjà comment parler à l'agent.",
          },
        ] satisfies ContentBlock[],
      },
      '2': {
        title: 'Nouveautés : aperçu en direct, sélection d’éléments et vos propres agents',
        excerpt:
          "L'aperçu se met à jour dès qu'une compilation se termine, vous pouvez désigner n'importe quel élément pour en parler, et les équipes peuvent brancher leur propre agent sur Atelier grâce à la file d'attente.",
        body: [
          {
            type: 'paragraph',
            content:
              'Cette version réduit la distance entre ce que vous voyez et ce que vous demandez. Voici ce qui change et comment en profiter.',
          },
          { type: 'heading', level: 2, content: 'Un aperçu en direct plus rapide' },
          {
            type: 'paragraph',
            content:
              "Le panneau d'aperçu suit désormais chaque compilation de votre projet en temps réel. Il indique quand l'agent attend, quand la compilation se charge et quand l'aperçu est prêt : vous savez toujours si vous regardez la dernière version. Les préréglages d'appareils permettent de vérifier un même écran sur des téléphones de 360 à 402 pixels de large, dans un cadre de tablette ou en pleine largeur de bureau.",
          },
          { type: 'heading', level: 2, content: 'La sélection d’éléments' },
          {
            type: 'paragraph',
            content:
              "Activez la sélection d'éléments depuis la zone de saisie, cliquez sur n'importe quelle partie de l'aperçu : elle est jointe à votre prochain message. L'agent reçoit l'élément visé en plus de vos mots, et des demandes comme « aligne ces cartes » ou « ce titre crie trop fort » atterrissent au bon endroit du premier coup.",
          },
          { type: 'heading', level: 2, content: 'Apportez votre propre agent' },
          {
            type: 'paragraph',
            content:
              "Atelier est livré avec un agent intégré qui fonctionne entièrement hors ligne, sans clé d'API ni accès réseau : une nouvelle installation peut créer des applications toute seule. Les équipes qui ont déjà un agent de confiance peuvent désormais le brancher à la place. Chaque message devient une tâche dans une file d'attente ; votre agent écoute cette file, fait le travail et renvoie sa réponse et les fichiers du projet.",
          },
          {
            type: 'list',
            content: [
              "Ouvrez les Paramètres, puis l'onglet Développeur.",
              "Saisissez le nom de la file qu'écoute votre agent (par défaut ai_processing_queue).",
              "Envoyez un message : il est transmis à votre agent, et l'aperçu se met à jour quand l'agent livre les fichiers.",
            ],
          },
          { type: 'heading', level: 3, content: 'Choisir la disposition adaptée à la tâche' },
          {
            type: 'paragraph',
            content:
              "Les modes d'affichage de l'espace de travail permettent de se concentrer sur la conversation, sur le projet, de garder les deux en équilibre ou de partager l'écran moitié-moitié. Sur petit écran, un sélecteur à deux onglets passe de la conversation à l'aperçu.",
          },
          {
            type: 'paragraph',
            content:
              "Tout cela est disponible dès aujourd'hui sur toutes les offres, y compris Free. Racontez-nous ce que vous créez : la page de contact arrive directement à l'équipe.",
          },
        ] satisfies ContentBlock[],
      },
    },
  },
  learn: {
    eyebrow: 'Apprendre',
    title: 'Apprendre et progresser',
    subtitle:
      'Guides et tutoriels pour créer de vrais produits avec Atelier, de votre premier prompt au travail en équipe.',
    latest: 'Derniers articles',
    comingSoonBody: 'La page Apprendre sera bientôt disponible. Restez à l’écoute !',
    backToLearn: 'Retour à Apprendre',
    related: 'Articles liés',
    notFoundTitle: 'Article introuvable',
    notFoundBody: "L'article que vous cherchez n'existe pas.",
    categories: {
      Guide: 'Guide',
      Tutorial: 'Tutoriel',
      Teamwork: 'Travail d’équipe',
      Optimization: 'Optimisation',
    },
    articles: {
      '1': {
        title: "Écrire des prompts dont l'agent peut tirer une application",
        excerpt:
          'Ce qui rend une demande facile à transformer en application, et les habitudes qui vous épargnent un tour de corrections.',
        tags: ['Prompts', 'Premiers pas', 'Bonnes pratiques'],
        body: [
          {
            type: 'paragraph',
            content:
              "L'agent d'Atelier lit votre message comme le ferait un nouveau collègue attentif : il prend ce que vous avez écrit au pied de la lettre et comble les vides avec des choix raisonnables. Un bon prompt n'est pas long, il est précis sur ce qui compte pour vous.",
          },
          { type: 'heading', level: 2, content: 'Décrire les personnes et les tâches' },
          {
            type: 'paragraph',
            content:
              "Partez de qui utilise l'application et de ce qu'il vient y faire. « Les clients réservent une table pour une date, une heure et un nombre de personnes ; le personnel voit les réservations du jour » en dit bien plus à l'agent qu'« une appli de restaurant ».",
          },
          { type: 'heading', level: 2, content: 'Nommer les contraintes' },
          {
            type: 'list',
            content: [
              'Données : les champs de chaque élément et ceux qui sont obligatoires.',
              "Règles : limites, horaires d'ouverture, prix, qui peut voir quoi.",
              'Style : un site de référence, une palette ou une ambiance en trois mots.',
              'Plateforme : une application web, mobile, ou les deux.',
            ],
          },
          { type: 'heading', level: 2, content: 'Un changement par message' },
          {
            type: 'paragraph',
            content:
              "Après la première version, demandez une amélioration à la fois. Chaque compilation reste courte, l'historique lisible, et il est facile de revenir au message où tout allait comme vous le vouliez.",
          },
          { type: 'heading', level: 3, content: "Quand le résultat n'est pas celui attendu" },
          {
            type: 'paragraph',
            content:
              "Décrivez l'écart plutôt que de répéter la demande : « la liste montre toutes les réservations, je ne veux que celles du jour » fonctionne mieux que renvoyer le premier prompt. Sélectionnez l'élément dans l'aperçu pour lever tout doute sur la partie visée.",
          },
        ] satisfies ContentBlock[],
      },
      '2': {
        title: 'Créer pas à pas un site de réservation pour un studio de yoga',
        excerpt:
          'Un parcours complet : de la première description à un planning, un formulaire de réservation et une version mobile, en cinq messages.',
        tags: ['Tutoriel', 'Application web', 'Aperçu en direct'],
        body: [
          {
            type: 'paragraph',
            content:
              'Dans ce tutoriel, nous créons un site petit mais complet pour un studio de yoga : un planning des cours, un formulaire de réservation et une page de présentation des professeurs. Chaque étape est un message à copier dans Atelier.',
          },
          { type: 'heading', level: 2, content: 'Étape 1 : la première description' },
          {
            type: 'paragraph',
            content:
              "« Un site pour un studio de yoga appelé Eau Calme. Une page d'accueil avec le planning de la semaine, un formulaire de réservation d'un cours (nom, e-mail, cours, nombre de places) et une page présentant trois professeurs. Couleurs douces et claires, beaucoup d'espace. » Envoyez-le et regardez l'aperçu apparaître.",
          },
          { type: 'heading', level: 2, content: 'Étape 2 : rendre le planning utile' },
          {
            type: 'paragraph',
            content:
              "Demandez : « Regroupe le planning par jour, affiche le niveau de chaque cours et le nombre de places restantes. » L'agent met à jour le modèle de données et la mise en page ensemble.",
          },
          { type: 'heading', level: 2, content: 'Étape 3 : valider le formulaire' },
          {
            type: 'paragraph',
            content:
              "Demandez : « Le formulaire ne doit pas accepter plus de places qu'il n'en reste et doit confirmer la réservation à l'écran. » Essayez dans l'aperçu : remplissez le formulaire, réservez trop de places et lisez le message.",
          },
          { type: 'heading', level: 2, content: 'Étape 4 : vérifier sur téléphone' },
          {
            type: 'paragraph',
            content:
              "Passez l'aperçu sur un appareil mobile. Si le planning semble à l'étroit, demandez : « Sur téléphone, affiche un jour à la fois avec un sélecteur de jour en haut. »",
          },
          { type: 'heading', level: 2, content: 'Étape 5 : les finitions' },
          {
            type: 'list',
            content: [
              "Ajoutez l'adresse du studio et ses horaires dans le pied de page.",
              "Utilisez un vert doux comme couleur d'accent.",
              'Ajoutez un emplacement photo pour chaque professeur avec son nom et sa spécialité.',
            ],
          },
          {
            type: 'paragraph',
            content:
              "Cinq messages plus tard, vous avez un site qu'un vrai studio pourrait utiliser. Le même rythme vaut pour tout produit : une première description claire, puis une amélioration à la fois, vérifiée dans l'aperçu.",
          },
        ] satisfies ContentBlock[],
      },
      '3': {
        title: 'Construire en équipe : un produit, plusieurs mains',
        excerpt:
          "Comment les équipes répartissent le travail entre conversations, gardent un vocabulaire commun et relisent ce que l'agent a construit avant la mise en ligne.",
        tags: ['Travail d’équipe', 'Méthode', 'Relectures'],
        body: [
          {
            type: 'paragraph',
            content:
              "Atelier convient très bien à une personne seule avec une idée, et passe à l'échelle d'une équipe dès que chacun s'accorde sur quelques habitudes. Voici celles qui fonctionnent le mieux.",
          },
          { type: 'heading', level: 2, content: 'Une conversation par domaine' },
          {
            type: 'paragraph',
            content:
              "Gardez une conversation pour chaque partie du produit : l'inscription, la facturation ou les écrans d'administration. Chaque historique reste ciblé, et toute personne qui arrive plus tard peut lire comment ce domaine a été construit.",
          },
          { type: 'heading', level: 2, content: "S'accorder sur les mots" },
          {
            type: 'paragraph',
            content:
              "Décidez tôt comment s'appellent les choses : « client », « acheteur » ou « membre » ? Placez le glossaire dans le premier message de chaque conversation pour que l'agent et vos collègues emploient les mêmes termes.",
          },
          { type: 'heading', level: 2, content: 'Relire avant de s’y fier' },
          {
            type: 'list',
            content: [
              "Parcourez l'aperçu sur bureau et sur mobile après chaque changement important.",
              "Lisez le résumé des modifications de l'agent et posez des questions sur tout ce qui surprend.",
              'Gardez par écrit les règles sensibles, comme qui peut voir quelles données, et faites-les vérifier par une personne.',
            ],
          },
          { type: 'heading', level: 3, content: 'Votre agent, vos règles' },
          {
            type: 'paragraph',
            content:
              "Les équipes qui ont leurs propres conventions peuvent brancher leur agent via la file d'attente des paramètres Développeur : chaque compilation suit alors le même style maison.",
          },
        ] satisfies ContentBlock[],
      },
      '4': {
        title: 'Itérer plus vite : petits changements, aperçus rapides',
        excerpt:
          "Pourquoi les petites demandes se compilent plus vite, comment garder un projet léger et que faire quand un aperçu prend plus de temps que d'habitude.",
        tags: ['Performance', 'Méthode', 'Astuces'],
        body: [
          {
            type: 'paragraph',
            content:
              "Le temps entre l'envoi d'un message et l'affichage du résultat détermine tout ce que vous pouvez essayer en une heure. Quelques habitudes gardent cette boucle courte.",
          },
          { type: 'heading', level: 2, content: 'Demander moins, plus souvent' },
          {
            type: 'paragraph',
            content:
              "Une demande qui touche un seul écran se compile plus vite qu'une demande qui en remanie cinq. Elle est aussi plus facile à juger : vous savez exactement quoi regarder dans l'aperçu.",
          },
          { type: 'heading', level: 2, content: 'Garder le projet léger' },
          {
            type: 'list',
            content: [
              "Supprimez les écrans et composants que vous n'utilisez plus : demandez à l'agent de faire le ménage.",
              'Préférez quelques bibliothèques bien choisies à une pour chaque petit besoin.',
              "Compressez les grandes images avant de les joindre ; chaque fichier peut peser jusqu'à 10 Mo.",
            ],
          },
          { type: 'heading', level: 2, content: 'Quand une réponse tarde' },
          {
            type: 'paragraph',
            content:
              "Les demandes complexes peuvent occuper l'agent plusieurs minutes. La conversation indique qu'il travaille encore ; vous pouvez continuer à naviguer et revenir plus tard. Si une réponse tarde vraiment, revenez voir dans quelques minutes avant de renvoyer la demande, pour que l'agent ne fasse pas deux fois le même travail.",
          },
          { type: 'heading', level: 3, content: 'Utiliser la bonne vue' },
          {
            type: 'paragraph',
            content:
              "Pendant une relecture, concentrez-vous sur le projet ; pendant la réflexion, sur la conversation. Changer de mode d'affichage ne coûte rien et garde votre attention sur une seule chose à la fois.",
          },
        ] satisfies ContentBlock[],
      },
    },
  },
  pages: {
    navLabel: 'Entreprise et mentions légales',
    onThisPage: 'Sur cette page',
  },
} satisfies ContentTranslation;

export default content;
