// Every English text of the learner app at once, for tests and checks only: the pages add the
// sections they read themselves (`englishTexts`), so the app never imports this file.

import about from './about.json';
import auth from './auth.json';
import blogs from './blogs.json';
import calendar from './calendar.json';
import catchUp from './catchUp.json';
import certificate from './certificate.json';
import choice from './choice.json';
import common from './common.json';
import contact from './contact.json';
import course from './course.json';
import dashboard from './dashboard.json';
import discussion from './discussion.json';
import enrolled from './enrolled.json';
import feedback from './feedback.json';
import forgot from './forgot.json';
import home from './home.json';
import legal from './legal.json';
import login from './login.json';
import mission from './mission.json';
import notFound from './notFound.json';
import notifications from './notifications.json';
import payment from './payment.json';
import payments from './payments.json';
import pdf from './pdf.json';
import practice from './practice.json';
import profile from './profile.json';
import progress from './progress.json';
import quizzes from './quizzes.json';
import redirection from './redirection.json';
import register from './register.json';
import reset from './reset.json';
import sessionPage from './sessionPage.json';
import studentArea from './studentArea.json';
import studentSessions from './studentSessions.json';
import support from './support.json';
import verify from './verify.json';
import wonderWomen from './wonderWomen.json';

export default { about, auth, blogs, calendar, catchUp, certificate, choice, common, contact, course, dashboard, discussion, enrolled, feedback, forgot, home, legal, login, mission, notFound, notifications, payment, payments, pdf, practice, profile, progress, quizzes, redirection, register, reset, sessionPage, studentArea, studentSessions, support, verify, wonderWomen };
