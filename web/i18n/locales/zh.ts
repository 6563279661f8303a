import type { NavLabels } from './en.js';

export const zh: { nav: NavLabels } = {
  nav: {
    home: '首页',
    watchLive: '观看直播',
    ministries: '事工',
    programs: '聚会活动',
    sermons: '讲道',
    testify: '见证分享',
    prayer: '祷告',
    give: '奉献',
    contactUs: '联系我们',
    foundationSchool: '基础学校',
    childrenMinistry: '儿童事工',
    teensMinistry: '青少年事工',
  },
};
