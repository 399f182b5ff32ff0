/**
 * Passwords that attackers try first, lowercased: the top of public breach lists (the most common worldwide
 * and the German favourites) and the words of our own trade. Administrators and restaurant owners may not
 * choose one of them in any letter case (`strongPasswordProblem`). Most are shorter than
 * `STRONG_PASSWORD_MIN_LENGTH` as well; they are listed anyway, so that the list reads as what it is.
 */
const listed = `
123456 password 123456789 12345678 12345 1234567 1234567890 qwerty abc123 111111 123123 000000 1234
iloveyou password1 123321 654321 666666 121212 7777777 987654321 123qwe qwerty123 qwertyuiop 1q2w3e4r
1q2w3e4r5t 1q2w3e 1qaz2wsx zxcvbnm asdfghjkl asdfgh asdf qwe123 123abc 112233 555555 11111111 88888888
123654 159753 147258369 123456a a123456 aa123456 123456789a password123 password12 password1234 passw0rd
p@ssw0rd p@ssword admin admin123 admin1234 administrator root toor letmein welcome welcome1 welcome123
monkey dragon football baseball soccer hockey basketball master shadow sunshine princess superman batman
trustno1 michael jennifer jordan hunter hunter2 killer charlie freedom whatever starwars pokemon computer
internet secret flower lovely loveme iloveu hello hello123 login mustang harley ranger thomas daniel
andrew joshua matthew robert jessica ashley nicole buster tigger ginger pepper cheese summer maggie banana
chocolate cookie qazwsx zaq12wsx q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 qweasd qweasdzxc asdasd asd123 zxc123
1111111111 0000000000 1234512345 0123456789 9876543210 12341234 11223344 12344321 123456123456 123123123
abcd1234 abcdef abcdefg abc12345 test test123 test1234 testing guest demo changeme default user 1password
mypassword passwordpassword qwerty1 qwerty12 qwerty1234 1qazxsw2 google facebook samsung apple iphone
nintendo minecraft fortnite azerty azerty123 12345678910 123456789012 12345678901 1234567891 123456789123
1122334455 5555555555 9999999999 7777777777 0987654321 1357924680 147852369 741852963 963852741 159357
789456123 456789 789456 147258 258456 qwert qwert123 qwertz qwertz123 qwertz1234 qwertzuiop qwertzu asdfg
yxcvbnm ycxvbnm 1q2w3e4r5t6z 1a2b3c4d passwort passwort1 passwort12 passwort123 passwort1234 passwort!
passwortpasswort meinpasswort neuespasswort hallo hallo1 hallo12 hallo123 hallo1234 hallohallo hallo2020
hallo2024 hallo2025 hallo2026 geheim geheim1 geheim123 start start1 start123 start1234 willkommen
willkommen1 willkommen123 schatz schatzi schatz123 mausi maus hase hasi hase123 engel sonne sonnenschein
sommer sommer2024 sommer2025 sommer2026 winter blume sternchen prinzessin ichliebedich liebe liebe123
iloveyou1 fussball fussball1 fussball123 schalke schalke04 s04 bvb bvb09 bvb1909 borussia borussia09
dortmund bayern bayern1 fcbayern fcb1900 bayernmuenchen hsv hsv1887 werder werderbremen hertha herthabsc
eintracht fortuna deutschland deutschland1 berlin hamburg muenchen koeln frankfurt mercedes porsche bmw
audi volkswagen golf snoopy garfield dennis sandra andreas stefan sabine julia jasmin lisa lena lukas leon
jonas tobias florian christian alexander michael1 thomas1 asdf1234 1234asdf qwer1234 1234qwer abc1234
abcde abcdefgh abcdefghij aaaaaa aaaaaaaa aaaaaaaaaa qqqqqq zzzzzz 112233445566 121212121212 123412341234
11112222 12121212 123qweasd 123qweasdzxc 1qaz2wsx3edc zaq1zaq1 zaq1xsw2 superman1 batman1 dragon1 monkey1
shadow1 master1 sunshine1 princess1 football1 iloveyou2 welcome2024 welcome2025 welcome2026 password2024
password2025 password2026 passwort2024 passwort2025 passwort2026 letmein1 letmein123 loveyou lovelove
000000000 0000000 00000000 restaurant restaurant1 restaurant123 gastro gastro123 gastronomie tischservice
tischservice1 tischservice123 reservierung pizzeria pizza pizza123 ristorante trattoria biergarten
gasthaus kneipe kellner koch
`;

/** The list, one password per entry, lowercased. */
export const commonPasswords: readonly string[] = /* @__PURE__ */ listed.trim().split(/\s+/);
