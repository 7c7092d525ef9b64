import type { ContentBlock } from '../types';

/**
 * English texts of the blog, learn and static pages (the `content` section, loaded with those screens):
 * labels, and the built-in posts and articles keyed by id. Bodies are blocks (see ContentBlock), never markup.
 */
const content = {
  comingSoon: 'Coming Soon',
  readMore: 'Read More',
  readTime: '{{minutes}} min read',
  lastUpdated: 'Last updated: <0>{{date}}</0>',
  tags: 'Tags',
  opensInNewTab: '(opens in a new tab)',
  share: {
    button: 'Share',
    menuLabel: 'Share this page',
    on: 'Share on {{network}}',
    copy: 'Copy link',
    copied: 'Link copied to the clipboard',
    copyFailed: 'Could not copy the link. Copy it from the address bar instead.',
    popupBlocked: 'Your browser blocked the share window. Allow pop-ups for this site and try again.',
    failed: 'This page could not be shared.',
  },
  blog: {
    eyebrow: 'Blog',
    title: 'Notes from the Atelier team',
    subtitle: 'Tutorials, product updates and what we learn building an AI development platform in the open.',
    comingSoonBody: 'Blog page will be available soon. Stay tuned!',
    backToBlog: 'Back to Blog',
    related: 'Related posts',
    postsLabel: 'Posts',
    tagNames: {
      aiDevelopment: 'AI Development',
      productivity: 'Productivity',
      tutorial: 'Tutorial',
    },
    categories: {
      tutorials: 'Tutorials',
      updates: 'Updates',
    },
    posts: {
      '1': {
        title: 'From prompt to product: your first app in Atelier',
        excerpt:
          'A walk through one evening with Atelier: a plain-language idea, a first build in the live preview, and the small follow-up messages that turn it into something you would show a customer.',
        body: [
          {
            type: 'paragraph',
            content:
              'Atelier is an AI development platform you can run yourself. You describe the product you want in a chat, an agent writes the project, and a live preview of the running app appears beside the conversation. This post follows one first project from the empty prompt box to a version worth sharing.',
          },
          { type: 'heading', level: 2, content: 'Start with the outcome, not the stack' },
          {
            type: 'paragraph',
            content:
              'The best first message describes who will use the app and what they should be able to do. "A reading list where I can save books, mark them as finished and see how many I read this year" gives the agent a clear goal. You do not need to name a framework or a database: the agent picks sensible defaults and tells you what it chose.',
          },
          {
            type: 'list',
            content: [
              'Say who the app is for and the one job it must do well.',
              'List the three or four screens or actions you expect.',
              'Mention the look you want: calm and minimal, playful, dark, brand colours.',
              'Attach a sketch, a screenshot or a spec if you have one: up to 5 files of 10 MB each.',
            ],
          },
          { type: 'heading', level: 2, content: 'Watch the first build' },
          {
            type: 'paragraph',
            content:
              'Press Enter to send (Shift+Enter adds a new line). The agent replies in the chat while the project is written, built and started. When the preview is ready it opens on the right: a real app you can click through, not a picture of one. Switch between desktop, tablet and mobile widths to check that the layout holds up on a small phone.',
          },
          { type: 'heading', level: 2, content: 'Iterate in small steps' },
          {
            type: 'paragraph',
            content:
              'Treat the first build as a draft. Ask for one change at a time: "make the finished books collapsible", "add a yearly goal with a progress bar", "use a serif font for titles". Small requests keep each build fast and make it obvious which message caused which change. If something breaks, describe what you see in the preview; the agent reads its own build output and fixes it.',
          },
          { type: 'heading', level: 3, content: 'Point at what you mean' },
          {
            type: 'paragraph',
            content:
              'Once a project exists you can pick an element in the preview and refer to it in your next message. "Make this button larger" is much easier to act on when the agent knows exactly which button you picked.',
          },
          { type: 'heading', level: 2, content: 'Keep what you built' },
          {
            type: 'paragraph',
            content:
              'Every project lives in your own Atelier: its source files, its builds and its conversation history. Rename it, mark it active or inactive from your products list, and come back to the same conversation whenever you want to continue. Because Atelier is self-hostable, the code never has to leave your servers.',
          },
          {
            type: 'paragraph',
            content:
              'That is the whole loop: describe, watch, refine. Your first app usually takes an evening; your second one takes far less, because you will already know how to talk to the agent.',
          },
        ] satisfies ContentBlock[],
      },
      '2': {
        title: "What's new: live preview, element picking and your own agents",
        excerpt:
          'The preview now updates as soon as a build finishes, you can point at any element to talk about it, and teams can plug their own agent into Atelier through the queue.',
        body: [
          {
            type: 'paragraph',
            content:
              'This release is about shortening the distance between what you see and what you ask for. Here is what changed and how to use it.',
          },
          { type: 'heading', level: 2, content: 'A faster live preview' },
          {
            type: 'paragraph',
            content:
              'The preview panel now follows every build of your project as it happens. It shows when the agent is waiting, when the build is loading and when the preview is ready, so you always know whether you are looking at the latest version. Device presets let you check the same screen at phone widths from 360 to 402 pixels, on a tablet frame or at full desktop width.',
          },
          { type: 'heading', level: 2, content: 'Element picking' },
          {
            type: 'paragraph',
            content:
              'Turn on element picking from the chat input, click any part of the preview and it is attached to your next message. The agent receives which element you meant along with your words, so requests like "align these cards" or "this heading is too loud" land on the right place the first time.',
          },
          { type: 'heading', level: 2, content: 'Bring your own agent' },
          {
            type: 'paragraph',
            content:
              'Atelier ships with a built-in agent that works fully offline, with no API key and no network access, so a fresh install can build apps on its own. Teams that already have an agent they trust can now connect it instead. Every message becomes a job on a queue; your agent listens on that queue, does the work and posts its reply and the project files back.',
          },
          {
            type: 'list',
            content: [
              'Open Settings, then the Developer tab.',
              'Enter the queue name your agent listens on (the default is ai_processing_queue).',
              'Send a message: it is routed to your agent, and the preview updates when the agent delivers files.',
            ],
          },
          { type: 'heading', level: 3, content: 'Choosing a layout that fits the task' },
          {
            type: 'paragraph',
            content:
              'The workspace view modes let you focus on the chat, focus on the project, keep both balanced or split the screen one to one. On small screens a two-tab switch moves between chat and preview.',
          },
          {
            type: 'paragraph',
            content:
              'All of this is available today on every plan, including Free. Tell us what you build with it: the contact page reaches the team directly.',
          },
        ] satisfies ContentBlock[],
      },
    },
  },
  learn: {
    eyebrow: 'Learn',
    title: 'Learn & Grow',
    subtitle:
      'Guides and tutorials for building real products with Atelier, from your first prompt to working as a team.',
    latest: 'Latest Articles',
    comingSoonBody: 'Learn page will be available soon. Stay tuned!',
    backToLearn: 'Back to Learn',
    related: 'Related articles',
    notFoundTitle: 'Article Not Found',
    notFoundBody: 'The article you are looking for does not exist.',
    categories: {
      Guide: 'Guide',
      Tutorial: 'Tutorial',
      Teamwork: 'Teamwork',
      Optimization: 'Optimization',
    },
    articles: {
      '1': {
        title: 'Writing prompts the agent can build from',
        excerpt:
          'What makes a request easy to turn into a working app, and the habits that save you a round of corrections.',
        tags: ['Prompts', 'Getting started', 'Best practices'],
        body: [
          {
            type: 'paragraph',
            content:
              'The agent in Atelier reads your message the way a thoughtful new colleague would: it takes what you wrote literally and fills the gaps with reasonable defaults. Good prompts are not long, they are specific about the things that matter to you.',
          },
          { type: 'heading', level: 2, content: 'Describe people and tasks' },
          {
            type: 'paragraph',
            content:
              'Start from who uses the app and what they come to do. "Guests book a table for a date, time and party size; staff see today\'s bookings" tells the agent far more than "a restaurant app".',
          },
          { type: 'heading', level: 2, content: 'Name the constraints' },
          {
            type: 'list',
            content: [
              'Data: which fields each item has and which are required.',
              'Rules: limits, opening hours, prices, who may see what.',
              'Look: a reference site, a palette or a mood in three words.',
              'Platform: a web app, a mobile app or both.',
            ],
          },
          { type: 'heading', level: 2, content: 'One change per message' },
          {
            type: 'paragraph',
            content:
              'After the first build, ask for one improvement at a time. It keeps every build short, the history readable, and it is easy to go back to the message where things went the way you wanted.',
          },
          { type: 'heading', level: 3, content: 'When the result is not what you meant' },
          {
            type: 'paragraph',
            content:
              'Describe the difference rather than repeating the request: "the list shows all bookings, I only want today\'s" works better than sending the first prompt again. Pick the element in the preview to remove any doubt about which part you mean.',
          },
        ] satisfies ContentBlock[],
      },
      '2': {
        title: 'Build a booking site for a yoga studio, step by step',
        excerpt:
          'A complete walkthrough: from the first description to a schedule, a booking form and a mobile layout, in five messages.',
        tags: ['Tutorial', 'Web app', 'Live preview'],
        body: [
          {
            type: 'paragraph',
            content:
              'In this tutorial we build a small but complete site for a yoga studio: a schedule of classes, a booking form and a page about the teachers. Each step is one message you can copy into Atelier.',
          },
          { type: 'heading', level: 2, content: 'Step 1: the first description' },
          {
            type: 'paragraph',
            content:
              '"A website for a yoga studio called Still Water. A home page with the week\'s class schedule, a booking form for a class (name, email, class, number of spots), and a page introducing three teachers. Calm, light colours, lots of white space." Send it and watch the preview appear.',
          },
          { type: 'heading', level: 2, content: 'Step 2: make the schedule useful' },
          {
            type: 'paragraph',
            content:
              'Ask: "Group the schedule by day, show the level of each class and how many spots are left." The agent updates the data model and the layout together.',
          },
          { type: 'heading', level: 2, content: 'Step 3: validate the form' },
          {
            type: 'paragraph',
            content:
              'Ask: "The booking form should not accept more spots than are left, and should confirm the booking on screen." Try it in the preview: fill the form, book too many spots and read the message.',
          },
          { type: 'heading', level: 2, content: 'Step 4: check it on a phone' },
          {
            type: 'paragraph',
            content:
              'Switch the preview to a mobile device. If the schedule feels cramped, ask: "On phones, show one day at a time with a day picker at the top."',
          },
          { type: 'heading', level: 2, content: 'Step 5: polish' },
          {
            type: 'list',
            content: [
              'Add the studio address and opening hours to the footer.',
              'Use a soft green as the accent colour.',
              'Add a photo placeholder for each teacher with their name and speciality.',
            ],
          },
          {
            type: 'paragraph',
            content:
              'Five messages later you have a site a real studio could use. The same rhythm works for any product: a clear first description, then one improvement at a time, checked in the preview.',
          },
        ] satisfies ContentBlock[],
      },
      '3': {
        title: 'Building with your team: one product, many hands',
        excerpt:
          'How teams split work across conversations, keep a shared vocabulary and review what the agent built before it ships.',
        tags: ['Teamwork', 'Workflow', 'Reviews'],
        body: [
          {
            type: 'paragraph',
            content:
              'Atelier works well for one person with an idea, and it scales to a team when everyone agrees on a few habits. These are the ones we see working best.',
          },
          { type: 'heading', level: 2, content: 'One conversation per area' },
          {
            type: 'paragraph',
            content:
              'Keep a conversation for each part of the product, such as onboarding, billing or the admin screens. Each history stays focused, and anyone joining later can read how that area came to be.',
          },
          { type: 'heading', level: 2, content: 'Agree on words' },
          {
            type: 'paragraph',
            content:
              'Decide early what things are called: is it a "client", a "customer" or a "member"? Put the glossary in the first message of each conversation so the agent and your colleagues use the same terms.',
          },
          { type: 'heading', level: 2, content: 'Review before you rely on it' },
          {
            type: 'list',
            content: [
              'Click through the preview on desktop and mobile after each significant change.',
              "Read the agent's summary of what it changed and ask about anything unexpected.",
              'Keep sensitive rules, such as who may see which data, written down and checked by a person.',
            ],
          },
          { type: 'heading', level: 3, content: 'Your own agent, your own rules' },
          {
            type: 'paragraph',
            content:
              'Teams with in-house conventions can connect their own agent through the queue in the Developer settings, so every build follows the same house style.',
          },
        ] satisfies ContentBlock[],
      },
      '4': {
        title: 'Faster iterations: small changes, quick previews',
        excerpt:
          'Why small requests build faster, how to keep projects lean, and what to do when a preview takes longer than usual.',
        tags: ['Performance', 'Workflow', 'Tips'],
        body: [
          {
            type: 'paragraph',
            content:
              'The time between sending a message and seeing the result decides how much you can try in an hour. A few habits keep that loop short.',
          },
          { type: 'heading', level: 2, content: 'Ask for less, more often' },
          {
            type: 'paragraph',
            content:
              'A request that touches one screen builds faster than one that reworks five. It is also easier to judge: you know exactly what to look for in the preview.',
          },
          { type: 'heading', level: 2, content: 'Keep the project lean' },
          {
            type: 'list',
            content: [
              'Remove screens and components you no longer use: ask the agent to clean them up.',
              'Prefer a few well-chosen libraries over one for every small need.',
              'Compress large images before attaching them; each file may be up to 10 MB.',
            ],
          },
          { type: 'heading', level: 2, content: 'When a reply takes longer' },
          {
            type: 'paragraph',
            content:
              'Complex requests can take the agent several minutes. The conversation shows that it is still working; you can keep browsing and come back later. If a reply takes unusually long, check back in a few minutes before sending the request again, so the agent does not do the same work twice.',
          },
          { type: 'heading', level: 3, content: 'Use the right view' },
          {
            type: 'paragraph',
            content:
              'While you review, focus the project view; while you plan, focus the chat. Switching view modes costs nothing and keeps your attention on one thing at a time.',
          },
        ] satisfies ContentBlock[],
      },
    },
  },
  pages: {
    navLabel: 'Company and legal',
    onThisPage: 'On this page',
  },
};

export default content;
