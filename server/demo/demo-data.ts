/** The demo church's content: enough that every page of a fresh install looks alive. */

import { DEFAULT_SITE_CONTENT } from '#shared/default-site-content.js';

/**
 * When a demo service or event happens, in the church's time zone: a weekday and clock time,
 * `weeks` after its next time (-1: the last one, for the stream that is live now).
 */
export interface DemoSchedule {
  day: string;
  time: string;
  weeks: number;
}

/** One of the church's published service times, so the demo agrees with its own content. */
function serviceTime(name: string, weeks = 0): DemoSchedule {
  const found = DEFAULT_SITE_CONTENT.serviceTimes.find((service) => service.name === name);
  if (!found) throw new Error(`No service time named ${name}`);
  return { day: found.day, time: found.time, weeks };
}

export const DEMO_STREAMS = [
  {
    title: 'Sunday Celebration Service',
    description: 'Worship, the Word and prayer with the whole zone, live from the main auditorium.',
    streamUrl: 'https://www.youtube.com/live/jfKfPfyJRdk',
    embedUrl: 'https://www.youtube.com/embed/jfKfPfyJRdk',
    streamType: 'youtube',
    tags: ['sunday', 'worship'],
    isLive: false,
    isFeatured: true,
    schedule: serviceTime('Sunday Celebration Service', -1),
  },
  {
    title: 'Midweek Bible Study',
    description:
      'An hour in the Scriptures: this term we read through the Gospel of John together.',
    streamUrl: 'https://www.youtube.com/watch?v=5qap5aO4i9A',
    embedUrl: '',
    streamType: 'youtube',
    tags: ['bible study', 'teaching'],
    isLive: false,
    isFeatured: false,
    schedule: serviceTime('Midweek Bible Study'),
  },
  {
    title: 'Friday Night of Prayer',
    description: 'Bring your requests: a night of intercession for our families, city and nation.',
    streamUrl: 'https://www.facebook.com/facebook/videos/10153231379946729/',
    embedUrl: '',
    streamType: 'facebook',
    tags: ['prayer'],
    isLive: false,
    isFeatured: false,
    schedule: serviceTime('Friday Night of Prayer'),
  },
  {
    title: 'Teens Church Live',
    description: 'Music, games and a message for teenagers, hosted by our Teens Ministry.',
    streamUrl: 'https://youtu.be/DWcJFNfaw9c',
    embedUrl: '',
    streamType: 'youtube',
    tags: ['teens'],
    isLive: false,
    isFeatured: false,
    // The Teens Ministry meets on Fridays at 5:00 PM.
    schedule: { day: 'Friday', time: '5:00 PM', weeks: 0 },
  },
] as const;

/**
 * The demo church's week as services that repeat: each demo stream of a published service time
 * is the room of its service's first occurrence, so nothing shows twice. Midweek plays a
 * recorded study as live.
 */
export const DEMO_SERVICES = [
  { stream: 0, durationMinutes: 120, mode: 'live' },
  { stream: 1, durationMinutes: 60, mode: 'simulated', videoDurationSeconds: 3600 },
  { stream: 2, durationMinutes: 120, mode: 'live' },
] as const;

export const DEMO_EVENTS = [
  {
    title: 'Sunday Celebration Service',
    description:
      'Join us for praise, worship and an inspiring word. Children’s church runs alongside.',
    schedule: serviceTime('Sunday Celebration Service', 1),
    hours: 3,
    location: 'Main Auditorium, Ring Road',
    image: 'sunday-service.svg',
    category: 'main',
  },
  {
    title: 'Foundation School: New Class',
    description:
      'Six weeks to grow in faith and find your place in the church. Open to all new members.',
    // Foundation School meets on Saturdays at 10:00 AM.
    schedule: { day: 'Saturday', time: '10:00 AM', weeks: 1 },
    hours: 2,
    location: 'Fellowship Hall',
    image: 'foundation-school.svg',
    category: 'main',
  },
  {
    title: 'Children’s Bible Adventure',
    description: 'Stories, songs and crafts for ages 4 to 12. Parents are welcome to stay.',
    schedule: { day: 'Saturday', time: '9:00 AM', weeks: 2 },
    hours: 2,
    location: 'Children’s Wing',
    image: 'children.svg',
    category: 'children',
  },
  {
    title: 'Teens Worship Night',
    description: 'An evening of worship, conversation and pizza for teenagers aged 13 to 19.',
    schedule: { day: 'Friday', time: '5:00 PM', weeks: 2 },
    hours: 3,
    location: 'Youth Centre',
    image: 'teens.svg',
    category: 'teens',
  },
  {
    title: 'Zonal Prayer Conference',
    description: 'Three hours of prayer and teaching with guest ministers from across the zone.',
    schedule: { day: 'Saturday', time: '3:00 PM', weeks: 3 },
    hours: 3,
    location: 'Main Auditorium, Ring Road',
    image: 'prayer-conference.svg',
    category: 'main',
  },
  {
    title: 'Community Outreach Day',
    description: 'We serve our neighbours in Challenge with food packs, medical checks and prayer.',
    schedule: { day: 'Saturday', time: '8:00 AM', weeks: 4 },
    hours: 5,
    location: 'Challenge Market Square',
    image: 'outreach.svg',
    category: 'main',
  },
] as const;

export const DEMO_MEMBERS = [
  {
    name: 'Adebayo Okafor',
    email: 'adebayo.okafor@example.com',
    phone: '+234 802 111 2233',
    location: 'Bodija, Ibadan',
    audienceSize: '2-5',
    daysAgo: 0,
  },
  {
    name: 'Grace Adeyemi',
    email: 'grace.adeyemi@example.com',
    phone: '+234 803 222 3344',
    location: 'Challenge, Ibadan',
    audienceSize: '1',
    daysAgo: 1,
  },
  {
    name: 'Samuel Eze',
    email: 'samuel.eze@example.com',
    phone: '+234 805 333 4455',
    location: 'Lagos',
    audienceSize: '6-10',
    daysAgo: 3,
  },
  {
    name: 'Funmilayo Bello',
    email: 'funmi.bello@example.com',
    phone: '+234 806 444 5566',
    location: 'Ring Road, Ibadan',
    audienceSize: '1',
    daysAgo: 6,
  },
  {
    name: 'David Mensah',
    email: 'david.mensah@example.com',
    phone: '+233 24 555 6677',
    location: 'Accra',
    audienceSize: '2-5',
    daysAgo: 12,
  },
  {
    name: 'Ruth Okonkwo',
    email: 'ruth.okonkwo@example.com',
    phone: '+234 807 666 7788',
    location: 'Oluyole, Ibadan',
    audienceSize: '11-20',
    daysAgo: 25,
  },
] as const;

export const DEMO_COMMENTS = [
  {
    stream: 0,
    userName: 'Grace Adeyemi',
    userEmail: 'grace.adeyemi@example.com',
    content: 'Blessed to be joining from Bodija this morning. Amen to that word!',
    state: 'approved',
    minutesAgo: 42,
  },
  {
    stream: 0,
    userName: 'Samuel Eze',
    userEmail: 'samuel.eze@example.com',
    content: 'The worship today is so uplifting. Watching with my whole family in Lagos.',
    state: 'approved',
    minutesAgo: 35,
  },
  {
    stream: 0,
    userName: 'Ruth Okonkwo',
    userEmail: 'ruth.okonkwo@example.com',
    content: 'Please pray for my mother’s recovery. Thank you, Pastor.',
    state: 'pending',
    minutesAgo: 20,
  },
  {
    stream: 0,
    userName: 'Guest',
    userEmail: 'guest@example.com',
    content: 'Win big today!!! Click my profile for free crypto.',
    state: 'spam',
    minutesAgo: 15,
  },
  {
    stream: 0,
    userName: 'David Mensah',
    userEmail: 'david.mensah@example.com',
    content: 'Greetings from Accra! The sound is crystal clear today.',
    state: 'pending',
    minutesAgo: 6,
  },
  {
    stream: 1,
    userName: 'Funmilayo Bello',
    userEmail: 'funmi.bello@example.com',
    content: 'John 15 changed how I see my work. Looking forward to Wednesday.',
    state: 'approved',
    minutesAgo: 60 * 26,
  },
] as const;

export const DEMO_CHAT = [
  {
    userName: 'Adebayo Okafor',
    userEmail: 'adebayo.okafor@example.com',
    message: 'Good morning, church family!',
    type: 'chat',
    minutesAgo: 30,
  },
  {
    userName: 'Grace Adeyemi',
    userEmail: 'grace.adeyemi@example.com',
    message: 'Morning! So glad to be here.',
    type: 'chat',
    minutesAgo: 28,
  },
  {
    userName: 'Samuel Eze',
    userEmail: 'samuel.eze@example.com',
    message: 'Hallelujah! That song was powerful.',
    type: 'chat',
    minutesAgo: 12,
  },
  {
    userName: 'Ruth Okonkwo',
    userEmail: 'ruth.okonkwo@example.com',
    message: 'Please pray for my mother, who is in hospital in Oluyole.',
    type: 'prayer',
    minutesAgo: 25,
  },
  {
    userName: 'David Mensah',
    userEmail: 'david.mensah@example.com',
    message: 'Praying for a new job this month. Thank you all.',
    type: 'prayer',
    minutesAgo: 9,
  },
] as const;

export const DEMO_TESTIMONIES = [
  {
    name: 'Grace Adeyemi',
    email: 'grace.adeyemi@example.com',
    title: 'Healed after months of pain',
    testimony:
      'For eight months I lived with back pain that doctors could not explain. The church prayed with me during the Friday Night of Prayer, and within two weeks the pain was gone. I am back at work and serving in the choir again. All the glory to God!',
    approved: true,
    daysAgo: 4,
  },
  {
    name: 'Samuel Eze',
    email: 'samuel.eze@example.com',
    title: 'A new job after a long wait',
    testimony:
      'After a year of applications I was offered a position at a firm in Lagos the week after I shared my request in the prayer requests tab. Thank you to everyone who prayed.',
    approved: true,
    daysAgo: 10,
  },
  {
    name: 'Funmilayo Bello',
    email: 'funmi.bello@example.com',
    title: 'Our family is together again',
    testimony:
      'My brother had not spoken to us in three years. Last month he called, and on Sunday he came to service with us. God restores.',
    approved: false,
    daysAgo: 1,
  },
] as const;

export const DEMO_CONTACTS = [
  {
    name: 'Ruth Okonkwo',
    email: 'ruth.okonkwo@example.com',
    subject: 'Prayer Request',
    message: 'My mother is in hospital. Could a pastor visit her this week?',
    status: 'new',
    response: '',
    daysAgo: 0,
  },
  {
    name: 'Michael Adewale',
    email: 'michael.adewale@example.com',
    subject: 'Technical Issue',
    message: 'The livestream froze twice during last Sunday’s service on my phone.',
    status: 'in_progress',
    response: 'Thank you! Our media team is looking into the mobile player.',
    daysAgo: 2,
  },
  {
    name: 'Esther Nwosu',
    email: 'esther.nwosu@example.com',
    subject: 'General Inquiry',
    message: 'What time does the children’s church start on Sundays?',
    status: 'resolved',
    response: 'Children’s church runs during the 9am service in the Children’s Wing.',
    daysAgo: 5,
  },
  {
    name: 'Peter Ojo',
    email: 'peter.ojo@example.com',
    subject: 'Counseling',
    message: 'My fiancée and I would like to book pre-marital counseling.',
    status: 'new',
    response: '',
    daysAgo: 1,
  },
] as const;

export const DEMO_QUICK_CHATS = [
  {
    visitorName: 'Blessing Ade',
    visitorEmail: 'blessing.ade@example.com',
    messages: [
      {
        fromAdmin: false,
        message: 'Hello! Is there parking at the Ring Road auditorium?',
        minutesAgo: 50,
      },
      {
        fromAdmin: true,
        message: 'Hi Blessing, yes: free parking behind the auditorium, with ushers to guide you.',
        minutesAgo: 45,
      },
      { fromAdmin: false, message: 'Wonderful, thank you. See you on Sunday!', minutesAgo: 44 },
    ],
  },
  {
    visitorName: 'Tunde Bakare',
    visitorEmail: 'tunde.bakare@example.com',
    messages: [
      {
        fromAdmin: false,
        message: 'Could someone pray with me? I have an exam on Monday.',
        minutesAgo: 5,
      },
    ],
  },
] as const;

/** Prayer requests in the prayer team's queue: two on the wall (one answered), one private, one new. */
export const DEMO_PRAYER_REQUESTS = [
  {
    name: 'Funmi Adebayo',
    email: 'funmi.adebayo@example.com',
    request:
      'Please pray for my father, who starts treatment next week. Pray for strength for him and peace for our family.',
    source: 'page',
    isPrivate: false,
    isAnonymous: false,
    status: 'praying',
    isApproved: true,
    isUrgent: true,
    praiseReport: '',
    prayedCount: 14,
    hoursAgo: 20,
  },
  {
    name: 'Chinedu Okeke',
    email: 'chinedu.okeke@example.com',
    request: 'Pray for a job: I have two interviews this week.',
    source: 'live',
    isPrivate: false,
    isAnonymous: true,
    status: 'answered',
    isApproved: true,
    isUrgent: false,
    praiseReport: 'I got the job and start on Monday. Thank you all for praying!',
    prayedCount: 27,
    hoursAgo: 96,
  },
  {
    name: 'Bisi Lawal',
    email: 'bisi.lawal@example.com',
    request: 'A private matter in my marriage. Please pray with us.',
    source: 'contact',
    isPrivate: true,
    isAnonymous: false,
    status: 'new',
    isApproved: false,
    isUrgent: false,
    praiseReport: '',
    prayedCount: 0,
    hoursAgo: 5,
  },
  {
    name: 'Emeka Nwosu',
    email: 'emeka.nwosu@example.com',
    request: 'Travelling mercies for my mother flying home from London on Friday.',
    source: 'page',
    isPrivate: false,
    isAnonymous: false,
    status: 'new',
    isApproved: false,
    isUrgent: false,
    praiseReport: '',
    prayedCount: 0,
    hoursAgo: 2,
  },
] as const;

/** The demo library: one short series, its sermons preached on the last three Sundays. */
export const DEMO_SERMON_SERIES = {
  title: 'Foundations of Faith',
  description:
    'Three Sundays on what the Christian life stands on: the grace that saves us, the faith that receives it, and the hope that carries us through.',
} as const;

export const DEMO_SERMONS = [
  {
    title: 'Saved by Grace',
    preacher: 'Pastor Emmanuel Adeyemi',
    scripture: 'Ephesians 2:1–10',
    books: ['Eph'],
    schedule: serviceTime('Sunday Celebration Service', -3),
    summary: 'We were dead, and God made us alive: salvation is his gift, never our wage.',
    notes: [
      '## What we were',
      '',
      'Paul starts with the bad news: *dead in trespasses and sins* (v. 1).',
      '',
      '## What God did',
      '',
      '- He **loved** us (v. 4)',
      '- He **made us alive** with Christ (v. 5)',
      '- He **raised us up** and seated us with him (v. 6)',
      '',
      '> For by grace you have been saved through faith. — Ephesians 2:8',
      '',
      '## This week',
      '',
      '1. Read Ephesians 2 each morning.',
      '2. Thank God for one gift you did not earn.',
    ].join('\n'),
    withAudio: true,
  },
  {
    title: 'Faith That Receives',
    preacher: 'Pastor Emmanuel Adeyemi',
    scripture: 'Hebrews 11:1–6; Romans 10:17',
    books: ['Heb', 'Rom'],
    schedule: serviceTime('Sunday Celebration Service', -2),
    summary: 'Faith is not a feeling we work up: it is trust in a God who has spoken.',
    notes: [
      '## Faith defined',
      '',
      'Hebrews 11:1 calls faith the *assurance of things hoped for*.',
      '',
      '## Where faith comes from',
      '',
      'Faith comes by **hearing** the word of God (Romans 10:17): stay close to the Scriptures.',
      '',
      '## Questions for your house fellowship',
      '',
      '- Where is God asking you to trust him this month?',
      '- Which promise will you stand on?',
    ].join('\n'),
    withAudio: false,
  },
  {
    title: 'An Anchor for the Soul',
    preacher: 'Pastor Emmanuel Adeyemi',
    scripture: 'Hebrews 6:13–20; Psalm 46',
    books: ['Heb', 'Ps'],
    schedule: serviceTime('Sunday Celebration Service', -1),
    summary: 'Our hope holds because God cannot lie: an anchor, sure and steadfast.',
    notes: [
      '## Two unchangeable things',
      '',
      'God’s **promise** and his **oath** (Hebrews 6:18).',
      '',
      '## When the storm comes',
      '',
      '> God is our refuge and strength, a very present help in trouble. — Psalm 46:1',
      '',
      'Hope is not wishful thinking: it is tied to Jesus, who has gone before us.',
    ].join('\n'),
    withAudio: false,
  },
] as const;
