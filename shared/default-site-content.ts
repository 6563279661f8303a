import type { SiteContent } from './schemas/site-content.js';

// Apart from the schemas, so the browser can start from the defaults without loading zod.

/** Testimonies per page of the public wall. */
export const TESTIMONY_WALL_PAGE_SIZE = 9;

export const DEFAULT_SITE_CONTENT: SiteContent = {
  home: {
    welcomeTitle: 'You are welcome here',
    welcomeLine:
      'Whether you are joining us for the first time or coming home, there is a seat for you. Worship with us in Ibadan or live online.',
  },
  serviceTimes: [
    { name: 'Sunday Celebration Service', day: 'Sunday', time: '8:00 AM' },
    { name: 'Midweek Bible Study', day: 'Wednesday', time: '6:00 PM' },
    { name: 'Friday Night of Prayer', day: 'Friday', time: '9:00 PM' },
  ],
  ministries: {
    foundationSchool: {
      tagline: 'Grounded in the Word, rooted in the family',
      description:
        'Foundation School is where new believers and new members learn the basics of the faith: salvation, the Holy Spirit, prayer, the Word and life in the church. Seven friendly classes, with a graduation service at the end.',
      audience: 'New believers and everyone new to the church',
      leader: 'Pastor Ruth Adeyemi',
      leaderRole: 'Principal, Foundation School',
      meets: 'Saturdays, 10:00 AM, Classroom 2',
      imageUrl: '',
    },
    children: {
      tagline: 'Little hearts, big faith',
      description:
        'Our Children Ministry teaches children from 3 to 12 the love of God through Bible stories, songs, crafts and prayer, in safe classes led by trained and vetted teachers while their parents worship.',
      audience: 'Children aged 3 to 12',
      leader: 'Sister Grace Okonkwo',
      leaderRole: 'Children Ministry Coordinator',
      meets: 'Sundays during the service, Children’s Church hall',
      imageUrl: '',
    },
    teens: {
      tagline: 'A generation on fire for God',
      description:
        'Teens Ministry is a home for 13 to 19 year olds to grow in faith, ask real questions, worship in their own style and serve together, with mentors who walk with them through school and life.',
      audience: 'Teenagers aged 13 to 19',
      leader: 'Brother Daniel Eze',
      leaderRole: 'Teens Pastor',
      meets: 'Sundays during the service and Fridays at 5:00 PM, Teens Hall',
      imageUrl: '',
    },
  },
  programmes: [
    {
      title: 'Sunday Celebration Service',
      frequency: 'weekly',
      day: 'Sunday',
      time: '8:00 AM',
      place: 'Main Auditorium and online',
      description: 'Worship, the Word and fellowship for the whole family.',
    },
    {
      title: 'Midweek Bible Study',
      frequency: 'weekly',
      day: 'Wednesday',
      time: '6:00 PM',
      place: 'Main Auditorium and online',
      description: 'An hour in the Scriptures with time for questions.',
    },
    {
      title: 'Friday Night of Prayer',
      frequency: 'weekly',
      day: 'Friday',
      time: '9:00 PM',
      place: 'Prayer Hall',
      description: 'We pray for the church, the city and every request sent to us.',
    },
    {
      title: 'Healing and Miracle Service',
      frequency: 'monthly',
      day: 'First Sunday of the month',
      time: '4:00 PM',
      place: 'Main Auditorium',
      description: 'A special service of prayer for the sick and the burdened.',
    },
    {
      title: 'Zonal Night of Worship',
      frequency: 'monthly',
      day: 'Last Friday of the month',
      time: '7:00 PM',
      place: 'Main Auditorium and online',
      description: 'Choirs of the zone lead an evening of praise and worship.',
    },
  ],
  giving: {
    intro:
      'Your giving keeps the doors open, the services streaming and the outreach going. Thank you for partnering with us.',
    scripture:
      'Each of you should give what you have decided in your heart to give, not reluctantly or under compulsion, for God loves a cheerful giver.',
    scriptureReference: '2 Corinthians 9:7',
    bankAccounts: [
      {
        bankName: 'First Bank of Nigeria',
        accountName: 'Living Waters Church Ibadan Zone',
        accountNumber: '3012345678',
        note: 'Tithes and offerings',
      },
      {
        bankName: 'GTBank',
        accountName: 'Living Waters Church Building Fund',
        accountNumber: '0123456789',
        note: 'Building project',
      },
    ],
    onlineLinks: [{ label: 'Give online with card', url: 'https://paystack.com/' }],
    thanks: 'Thank you for your generosity. God bless you richly.',
  },
  visit: {
    directionsUrl: 'https://www.openstreetmap.org/search?query=Challenge%2C%20Ibadan',
    landmark: 'Opposite the Challenge bus stop, beside the filling station',
  },
};
