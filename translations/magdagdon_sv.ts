<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv" sourcelanguage="en">
<context>
    <name>AboutPage</name>
    <message>
        <source>ABOUT</source>
        <extracomment>Title of the about screen, shown in the navigation bar. Room: 9 characters. In capitals.</extracomment>
        <translation>OM SPELET</translation>
    </message>
    <message>
        <source>MAGDAGDON is a CUBIRI ORIGINAL dedicated to Majduška.</source>
        <extracomment>About screen, main line. CUBIRI ORIGINAL is a label and stays in English; Majduška is a name. Room: any length (the page scrolls).</extracomment>
        <translation>MAGDAGDON är en CUBIRI ORIGINAL tillägnad Majduška.</translation>
    </message>
    <message>
        <source>Happy 20th birthday! ❤️</source>
        <extracomment>About screen, birthday wish under the dedication. Keep the heart. Room: 33 characters.</extracomment>
        <translation>Grattis på 20-årsdagen! ❤️</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>About screen, small line at the bottom; %1 is the version number, e.g. 1.0.0. Room: 12 characters.</extracomment>
        <translation>Version %1</translation>
    </message>
</context>
<context>
    <name>ActionButton</name>
    <message>
        <source>%1, available</source>
        <extracomment>Screen-reader name of a button that can be pressed now; %1 is its label, e.g. CONFIRM.</extracomment>
        <translation>%1, tillgänglig</translation>
    </message>
    <message>
        <source>%1, not available</source>
        <extracomment>Screen-reader name of a button that cannot be pressed now; %1 is its label.</extracomment>
        <translation>%1, inte tillgänglig</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>Screen-reader name of the game board before its cells exist (a moment at start).</extracomment>
        <translation>Spelbrädet</translation>
    </message>
</context>
<context>
    <name>CellDelegate</name>
    <message>
        <source>Row %1, column %2</source>
        <extracomment>Screen-reader position of a cell; %1 row 1-4, %2 column 1-4 (used inside other names).</extracomment>
        <translation>Rad %1, kolumn %2</translation>
    </message>
    <message>
        <source>%1: RUIN</source>
        <extracomment>Screen-reader name of a ruined cell; %1 is &quot;Row 2, column 3&quot;.</extracomment>
        <translation>%1: RUIN</translation>
    </message>
    <message>
        <source>%1: %2, prepared, press to take back</source>
        <extracomment>Screen-reader name of a cell holding a prepared die; %1 &quot;Row 2, column 3&quot;, %2 value.</extracomment>
        <translation>%1: %2, förberedd, tryck för att ta tillbaka</translation>
    </message>
    <message>
        <source>%1: %2, prepared</source>
        <extracomment>Screen-reader name of a cell holding a prepared die in a replay, where nothing can be taken back; %1 &quot;Row 2, column 3&quot;, %2 value.</extracomment>
        <translation>%1: %2, förberedd</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Screen-reader name of a cell holding a number; %1 &quot;Row 2, column 3&quot;, %2 value 1-6.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: empty, can become the RUIN</source>
        <extracomment>Screen-reader name of an empty cell that may become the RUIN (after ACCEPT MAGDAGDON); %1 &quot;Row 2, column 3&quot;.</extracomment>
        <translation>%1: tom, kan bli RUINEN</translation>
    </message>
    <message>
        <source>%1: empty, allowed</source>
        <extracomment>Screen-reader name of an empty cell a die may go to; %1 &quot;Row 2, column 3&quot;.</extracomment>
        <translation>%1: tom, tillåten</translation>
    </message>
    <message>
        <source>%1: empty, no die can ever go here</source>
        <extracomment>Screen-reader name of an empty cell no die can ever fill: its neighbours are more than 2 apart (R4.3); %1 &quot;Row 2, column 3&quot;.</extracomment>
        <translation>%1: tom, ingen tärning kan någonsin läggas här</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <extracomment>Screen-reader name of an empty cell; %1 &quot;Row 2, column 3&quot;.</extracomment>
        <translation>%1: tom</translation>
    </message>
</context>
<context>
    <name>ChoiceRow</name>
    <message>
        <source>%1. %2</source>
        <extracomment>Screen-reader name of a choice with a line under it; %1 the choice, %2 the line under it.</extracomment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>Comeback</name>
    <message>
        <source>DAILY %1</source>
        <extracomment>Tag beside the title while today&apos;s counted daily is played; %1 the date. Room: 9 characters.</extracomment>
        <translation>UTMANING %1</translation>
    </message>
    <message>
        <source>PRACTICE %1</source>
        <extracomment>Tag beside the title on another game of today&apos;s dice (practice); %1 the date. Room: 13 characters.</extracomment>
        <translation>TRÄNING %1</translation>
    </message>
    <message>
        <source>CODE %1</source>
        <extracomment>Tag beside the title on a game started from a code; %1 the code. Room: 8 characters.</extracomment>
        <translation>KOD %1</translation>
    </message>
    <message numerus="yes">
        <source>There is no game code in that text. A code has %Ln letters and digits, for example %1.</source>
        <extracomment>Play a code: nothing in the text looks like a game code; %Ln how many letters and digits a code has (14), %1 an example code (the game on screen). Room: 114 characters.</extracomment>
        <translation>
            <numerusform>Det finns ingen spelkod i texten. En kod har %Ln&#xa0;bokstav eller siffra, till exempel %1.</numerusform>
            <numerusform>Det finns ingen spelkod i texten. En kod har %Ln&#xa0;bokstäver och siffror, till exempel %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type or paste a game code, for example %1.</source>
        <extracomment>Play a code, nothing typed yet; %1 is an example code (the game on screen). Room: 56 characters.</extracomment>
        <translation>Skriv eller klistra in en spelkod, till exempel %1.</translation>
    </message>
    <message>
        <source>That text is too long to be a game code. Paste the code alone, or the text the game shared.</source>
        <extracomment>Play a code: the pasted text is far longer than a code or a shared game. Room: 128 characters.</extracomment>
        <translation>Texten är för lång för att vara en spelkod. Klistra in bara koden, eller texten som spelet delade.</translation>
    </message>
    <message>
        <source>MAGDAGDON daily %1 · %2 · %3</source>
        <extracomment>Share text, its first line for today&apos;s daily challenge; %1 the date (written the language&apos;s way), %2 the difficulty (PEACEFUL, SURVIVAL, NIGHTMARE: never translated), %3 the final score. MAGDAGDON stays as is. Room: 31 characters.</extracomment>
        <translation>MAGDAGDON dagsutmaning %1 · %2 · %3</translation>
    </message>
    <message>
        <source>MAGDAGDON %1 · %2 · %3</source>
        <extracomment>Share text, its first line for any other game; %1 the game&apos;s code, %2 the difficulty, %3 the final score. MAGDAGDON stays as is. Room: 23 characters.</extracomment>
        <translation>MAGDAGDON %1 · %2 · %3</translation>
    </message>
    <message>
        <source>MAGDAGDON · %1 · %2</source>
        <extracomment>Share text, its first line for a game without a code; %1 the difficulty, %2 the final score. MAGDAGDON stays as is. Room: 21 characters.</extracomment>
        <translation>MAGDAGDON · %1 · %2</translation>
    </message>
    <message>
        <source>code %1</source>
        <extracomment>Share text, its last line: the code a friend types to play the same dice; %1 the code. Room: 8 characters.</extracomment>
        <translation>kod %1</translation>
    </message>
    <message numerus="yes">
        <source>That code has %Ln letters and digits, not %1: a character is missing or doubled.</source>
        <extracomment>Play a code: what was typed looks like a code with a character missing or doubled; %Ln the letters and digits typed, %1 how many a code has (14). Room: 105 characters.</extracomment>
        <translation>
            <numerusform>Koden har %Ln&#xa0;bokstav eller siffra, inte %1: ett tecken saknas eller står två gånger.</numerusform>
            <numerusform>Koden har %Ln&#xa0;bokstäver och siffror, inte %1: ett tecken saknas eller står två gånger.</numerusform>
        </translation>
    </message>
    <message>
        <source>A character of that code is mistyped: compare it with the original and try again.</source>
        <extracomment>Play a code: the code&apos;s check character does not match: one character is wrong. Room: 114 characters.</extracomment>
        <translation>Ett tecken i koden är felskrivet: jämför den med originalet och försök igen.</translation>
    </message>
    <message>
        <source>That text holds more than one game code: paste only the one to play.</source>
        <extracomment>Play a code: the pasted text holds two different game codes. Room: 96 characters.</extracomment>
        <translation>Texten innehåller mer än en spelkod: klistra bara in den du vill spela.</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>CANCEL</source>
        <extracomment>Dialog button that keeps things as they are. Room: 9 characters.</extracomment>
        <translation>AVBRYT</translation>
    </message>
</context>
<context>
    <name>DailyPage</name>
    <message>
        <source>DAILY CHALLENGE</source>
        <extracomment>Title of the daily challenge screen. Room: 21 characters.</extracomment>
        <translation>DAGENS UTMANING</translation>
    </message>
    <message>
        <source>Play today&apos;s daily? The game in progress ends and is not recorded.</source>
        <extracomment>Question before today&apos;s daily replaces a game in progress (R2.2). Room: any length (the page scrolls).</extracomment>
        <translation>Spela dagens utmaning? Spelet som pågår avslutas och sparas inte.</translation>
    </message>
    <message>
        <source>PLAY THE DAILY</source>
        <extracomment>Dialog button: abandon this game and play today&apos;s daily. Room: 20 characters.</extracomment>
        <translation>SPELA UTMANINGEN</translation>
    </message>
    <message>
        <source>The same dice for every player today. Your first game of the day counts; the next ones are practice.</source>
        <extracomment>Daily screen: what the daily challenge is. Room: any length (the page scrolls).</extracomment>
        <translation>Samma tärningar för alla spelare i dag. Dagens första spel räknas; resten är träning.</translation>
    </message>
    <message>
        <source>Today&apos;s %1 daily is played</source>
        <extracomment>Daily screen: today&apos;s counted game is finished; %1 is the difficulty. Room: 34 characters.</extracomment>
        <translation>Dagens utmaning i %1 är spelad</translation>
    </message>
    <message>
        <source>Your clock is behind your last game (%1): today&apos;s %2 dice are practice until the clock is right.</source>
        <extracomment>Daily screen when the computer&apos;s clock was set back before a day already played: nothing counts. %1 is the last day played (a date), %2 is the difficulty. Room: 139 characters.</extracomment>
        <translation>Datorns klocka går efter ditt senaste spel (%1): dagens tärningar i %2 är träning tills klockan går rätt.</translation>
    </message>
    <message numerus="yes">
        <source>You started today&apos;s daily: %n turns played. Finish it today.</source>
        <extracomment>Daily screen: today&apos;s counted game was started and left; %n turns played so far. Room: any length (the page scrolls).</extracomment>
        <translation>
            <numerusform>Du har börjat på dagens utmaning: %n&#xa0;tur spelad. Spela klart i dag.</numerusform>
            <numerusform>Du har börjat på dagens utmaning: %n&#xa0;turer spelade. Spela klart i dag.</numerusform>
        </translation>
    </message>
    <message>
        <source>Today&apos;s %1 dice are waiting for you</source>
        <extracomment>Daily screen: today&apos;s game is not played yet; %1 is the difficulty. Room: 47 characters.</extracomment>
        <translation>Dagens tärningar i %1 väntar på dig</translation>
    </message>
    <message>
        <source>Turns: %1 · Majda Powers used: %2</source>
        <extracomment>Daily screen under today&apos;s score; %1 turns, %2 Majda Powers used (formatted numbers). Room: 41 characters.</extracomment>
        <translation>Turer: %1 · Använda Majda Powers: %2</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n days in a row · best %1</source>
        <extracomment>Daily screen: consecutive days with a finished daily; %n days in a row now, %1 the best run ever. Room: 42 characters.</extracomment>
        <translation>
            <numerusform>Svit: %n&#xa0;dag i rad · rekord %1</numerusform>
            <numerusform>Svit: %n&#xa0;dagar i rad · rekord %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No streak running · best %n days in a row</source>
        <extracomment>Daily screen: the streak was broken; %n the best run of days in a row ever. Room: any length (the page scrolls).</extracomment>
        <translation>
            <numerusform>Ingen svit just nu · rekord %n&#xa0;dag i rad</numerusform>
            <numerusform>Ingen svit just nu · rekord %n&#xa0;dagar i rad</numerusform>
        </translation>
    </message>
    <message>
        <source>Play today to start a streak</source>
        <extracomment>Daily screen: no daily finished yet in this difficulty. Room: 42 characters.</extracomment>
        <translation>Spela i dag och starta en svit</translation>
    </message>
    <message>
        <source>PRACTICE</source>
        <extracomment>Daily screen button once today&apos;s daily is played: the same dice again, not counted. Short. Room: 12 characters.</extracomment>
        <translation>TRÄNA</translation>
    </message>
    <message>
        <source>CONTINUE</source>
        <extracomment>Daily screen button: go on with today&apos;s started daily. Room: 12 characters.</extracomment>
        <translation>FORTSÄTT</translation>
    </message>
    <message>
        <source>PLAY TODAY</source>
        <extracomment>Daily screen button: start today&apos;s daily (it counts). Room: 14 characters.</extracomment>
        <translation>SPELA I DAG</translation>
    </message>
    <message>
        <source>A friend sent you a code? Play the same dice.</source>
        <extracomment>Daily screen, beside the PLAY A CODE button. Room: any length (the page scrolls).</extracomment>
        <translation>Har en vän skickat en kod? Spela med samma tärningar.</translation>
    </message>
    <message>
        <source>PLAY A CODE</source>
        <extracomment>Button that opens the &quot;Play a code&quot; dialog. Room: 16 characters.</extracomment>
        <translation>ANGE KOD</translation>
    </message>
    <message>
        <source>Your %1 dailies</source>
        <extracomment>Daily screen heading over the table of earlier dailies; %1 is the difficulty. Room: 19 characters.</extracomment>
        <translation>Dina utmaningar i %1</translation>
    </message>
    <message>
        <source>No %1 daily finished yet. Today&apos;s can be the first.</source>
        <extracomment>Daily table without a finished daily yet; %1 is the difficulty. Room: any length (the page scrolls).</extracomment>
        <translation>Ingen utmaning i %1 avslutad än. Dagens kan bli den första.</translation>
    </message>
</context>
<context>
    <name>DailyTable</name>
    <message>
        <source>Date</source>
        <extracomment>Table column heading: the day a game was played. Room: 7 characters.</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Table column heading: final score. Room: 8 characters.</extracomment>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Turns</source>
        <extracomment>Table column heading: number of turns. Room: 8 characters.</extracomment>
        <translation>Turer</translation>
    </message>
    <message>
        <source>Powers</source>
        <extracomment>Table column heading: Majda Powers used. Room: 9 characters.</extracomment>
        <translation>Powers</translation>
    </message>
    <message>
        <source>REPLAY</source>
        <extracomment>Button on a finished game&apos;s row: watch it again, action by action. Room: 9 characters.</extracomment>
        <translation>REPRIS</translation>
    </message>
    <message>
        <source>REPLAY the game of %1, score %2</source>
        <extracomment>Screen-reader name of a row&apos;s REPLAY button; %1 the date, %2 the score.</extracomment>
        <translation>REPRIS av spelet från %1, %2&#xa0;poäng</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>%1, %2</source>
        <extracomment>A date and a time of day (high scores, the operator&apos;s log); %1 &quot;Dec 7, 2026&quot;, %2 &quot;12:28&quot;. Room: 5 characters.</extracomment>
        <translation>%1 kl. %2</translation>
    </message>
</context>
<context>
    <name>DieDelegate</name>
    <message>
        <source>Die %1, not rolled</source>
        <extracomment>Screen-reader name of an empty die slot in the tray; %1 is the die number 1-4.</extracomment>
        <translation>Tärning %1, inte kastad</translation>
    </message>
    <message>
        <source>Die %1: %2, on the board</source>
        <extracomment>Screen-reader name of a die placed on the board; %1 die number 1-4, %2 its value 1-6.</extracomment>
        <translation>Tärning %1: %2, på brädet</translation>
    </message>
    <message>
        <source>Die %1: %2, selected</source>
        <extracomment>Screen-reader name of a selected die; %1 die number 1-4, %2 its value 1-6.</extracomment>
        <translation>Tärning %1: %2, vald</translation>
    </message>
    <message>
        <source>Die %1: %2</source>
        <extracomment>Screen-reader name of a die in the tray; %1 die number 1-4, %2 its value 1-6.</extracomment>
        <translation>Tärning %1: %2</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>STRAIGHT +%1</source>
        <extracomment>Game-over breakdown, a line&apos;s bonus (R7.2); %1 is its points (60). Room: 14 characters.</extracomment>
        <translation>STEGE +%1</translation>
    </message>
    <message>
        <source>FOUR OF A KIND +%1</source>
        <extracomment>Game-over breakdown, a line&apos;s bonus (R7.2); %1 is its points (40). Room: 23 characters.</extracomment>
        <translation>FYRTAL +%1</translation>
    </message>
    <message>
        <source>TWO PAIRS +%1</source>
        <extracomment>Game-over breakdown, a line&apos;s bonus (R7.2); %1 is its points (20). Room: 16 characters.</extracomment>
        <translation>TVÅ PAR +%1</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Game-over title. Room: 15 characters.</extracomment>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>%1</source>
        <extracomment>Game over: the final score; %1 is the number, already written the language&apos;s way (with a true minus: −15). Room: 3 characters.
----------
Game-over breakdown, the final score&apos;s number; %1 is the number, already written the language&apos;s way (−15). Room: 3 characters.</extracomment>
        <translation>%1</translation>
    </message>
    <message>
        <source>Final score: %1</source>
        <extracomment>Screen-reader name of the final score; %1 is the score, already written the language&apos;s way (−15).</extracomment>
        <translation>Slutpoäng: %1</translation>
    </message>
    <message numerus="yes">
        <source>Daily of %1 · %n days in a row</source>
        <extracomment>Game over of today&apos;s daily challenge: its day and the streak it keeps; %1 the date (written the language&apos;s way), %n the days in a row. Room: 44 characters.</extracomment>
        <translation>
            <numerusform>Dagsutmaning %1 · %n&#xa0;dag i rad</numerusform>
            <numerusform>Dagsutmaning %1 · %n&#xa0;dagar i rad</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily of %1</source>
        <extracomment>Game over of today&apos;s daily challenge, the first of a streak; %1 the date (written the language&apos;s way). Room: 30 characters.</extracomment>
        <translation>Dagsutmaning %1</translation>
    </message>
    <message>
        <source>Next daily in %1</source>
        <extracomment>Game over of today&apos;s daily challenge: the time until tomorrow&apos;s daily; %1 as a clock shows it (5:07:09). Room: 30 characters.</extracomment>
        <translation>Nästa utmaning om %1</translation>
    </message>
    <message>
        <source>First %1 score</source>
        <extracomment>Game over: the first finished game of this difficulty&apos;s table (not yet a record to beat); %1 is the difficulty name. Room: 20 characters.</extracomment>
        <translation>Första resultatet i %1</translation>
    </message>
    <message>
        <source>★ A new record in %1! ★</source>
        <extracomment>Game over: the score beats every earlier one of this difficulty&apos;s table; %1 is the difficulty name. Room: 30 characters.</extracomment>
        <translation>★ Nytt rekord i %1! ★</translation>
    </message>
    <message>
        <source>Rank %1 of the ten best in %2</source>
        <extracomment>Game over: the rank reached; %1 the rank 2-10, %2 the difficulty name. Room: 35 characters.</extracomment>
        <translation>Plats %1 bland de tio bästa i %2</translation>
    </message>
    <message>
        <source>This score could not be saved</source>
        <extracomment>Game over: the score&apos;s record could not be written to disk (a full or read-only disk), so no rank is known. Room: 41 characters.</extracomment>
        <translation>Poängen kunde inte sparas</translation>
    </message>
    <message>
        <source>Not among the ten best in %1 this time</source>
        <extracomment>Game over: the score did not enter the table; %1 is the difficulty name. Room: 51 characters.</extracomment>
        <translation>Inte bland de tio bästa i %1 den här gången</translation>
    </message>
    <message>
        <source>◆ Played with a HINT: marked as assisted in the high scores</source>
        <extracomment>Game over, when a HINT was shown in the game: its high-score entry carries the &quot;assisted&quot; mark. Room: 83 characters.</extracomment>
        <translation>◆ Spelat med TIPS: markeras ”med tips” i topplistan</translation>
    </message>
    <message>
        <source>Row %1</source>
        <extracomment>Game-over breakdown label; %1 is the row number 1-4. Room: 7 characters.</extracomment>
        <translation>Rad %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Game-over breakdown label; %1 is the column number 1-4. Room: 10 characters.</extracomment>
        <translation>Kolumn %1</translation>
    </message>
    <message>
        <source>Rows and columns</source>
        <extracomment>Game-over breakdown: sum of all rows and columns (R7.1). Room: 23 characters.</extracomment>
        <translation>Rader och kolumner</translation>
    </message>
    <message>
        <source>Line bonuses</source>
        <extracomment>Game-over breakdown: all combination bonuses (R7.2). Room: 20 characters.</extracomment>
        <translation>Linjebonusar</translation>
    </message>
    <message numerus="yes">
        <source>%n RUINS × %L1</source>
        <extracomment>Game-over breakdown: ruins and their penalty; %n is the number of ruins, %1 (as %L1) the points each costs (R6.5, 15). Room: 13 characters.</extracomment>
        <translation>
            <numerusform>%n&#xa0;RUIN × %L1</numerusform>
            <numerusform>%n&#xa0;RUINER × %L1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Majda Powers used</source>
        <extracomment>Game-over breakdown: Majda Powers used; %n is how many. Room: 26 characters.</extracomment>
        <translation>
            <numerusform>%n&#xa0;Majda Power använd</numerusform>
            <numerusform>%n&#xa0;Majda Powers använda</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <extracomment>Game-over breakdown, last line: the final score (R7.4). Room: 16 characters.</extracomment>
        <translation>Slutpoäng</translation>
    </message>
    <message>
        <source>HIGH SCORES</source>
        <extracomment>Game-over button that opens the high-score tables. Room: 16 characters.</extracomment>
        <translation>TOPPLISTA</translation>
    </message>
    <message>
        <source>REVIEW</source>
        <extracomment>Game-over button: go through the game turn by turn against the expert&apos;s choices. Room: 9 characters.</extracomment>
        <translation>GENOMGÅNG</translation>
    </message>
    <message>
        <source>BOARD</source>
        <extracomment>Game-over button: hide this card to look at the finished board (RESULT brings it back). Room: 8 characters.</extracomment>
        <translation>BRÄDET</translation>
    </message>
    <message>
        <source>NEW GAME</source>
        <extracomment>Game-over button: start the next game. Room: 15 characters.</extracomment>
        <translation>NYTT SPEL</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>the %1 to row %2, column %3</source>
        <extracomment>Screen-reader HINT, one step: a die&apos;s value and the cell it goes to; %1 the value (1-6), %2 the row, %3 the column (1-4).</extracomment>
        <translation>%1:an till rad %2, kolumn %3</translation>
    </message>
    <message>
        <source>HINT: %1</source>
        <extracomment>Screen-reader announcement of a HINT&apos;s placements, in order; %1 the steps as a list (&quot;the 4 to row 2, column 3 and the 5 to row 2, column 4&quot;).</extracomment>
        <translation>TIPS: %1</translation>
    </message>
    <message>
        <source>ROLL</source>
        <extracomment>Main button: throw the four dice (R3.1). Room: 7 characters.</extracomment>
        <translation>KASTA</translation>
    </message>
    <message>
        <source>CONFIRM</source>
        <extracomment>Main button: make the prepared dice permanent (R3.3). Room: 10 characters.</extracomment>
        <translation>BEKRÄFTA</translation>
    </message>
    <message numerus="yes">
        <source>%1 points</source>
        <extracomment>Under CONFIRM: the points the turn adds (%1 signed, e.g. &quot;+24&quot; or &quot;−3&quot;, in the language&apos;s digits). A plural message: the form follows the size of the number (French &quot;+1 point&quot;, &quot;+24 points&quot;). Room: 10 characters.</extracomment>
        <translation>
            <numerusform>%1&#xa0;poäng</numerusform>
            <numerusform>%1&#xa0;poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>HINT</source>
        <extracomment>Button: show the expert&apos;s turn for this roll on the board, without playing it. Room: 7 characters.</extracomment>
        <translation>TIPS</translation>
    </message>
    <message>
        <source>BACK</source>
        <extracomment>Button while choosing the cell to ruin: back to the MAGDAGDON choice. Room: 8 characters.</extracomment>
        <translation>TILLBAKA</translation>
    </message>
    <message>
        <source>RESULT</source>
        <extracomment>Button after the game-over card was put aside: bring the result back. Room: 9 characters.</extracomment>
        <translation>RESULTAT</translation>
    </message>
    <message>
        <source>HINT: show the best play for this roll (the game counts as assisted)</source>
        <extracomment>Screen-reader name of the HINT button; the game is then marked as assisted in the high scores.</extracomment>
        <translation>TIPS: visa det bästa draget för det här kastet (spelet markeras ”med tips”)</translation>
    </message>
    <message>
        <source>Rolled %1</source>
        <extracomment>Screen-reader announcement after ROLL; %1 the four values as a list, e.g. &quot;3, 4, 1 and 6&quot;.</extracomment>
        <translation>Kastade %1</translation>
    </message>
    <message>
        <source>Dice now %1</source>
        <extracomment>Screen-reader announcement after a Majda Power; %1 the free dice&apos;s values as a list, e.g. &quot;3 and 4&quot;.</extracomment>
        <translation>Tärningarna är nu %1</translation>
    </message>
    <message>
        <source>MAGDAGDON: not enough dice can be placed</source>
        <extracomment>Screen-reader announcement: the roll cannot be placed (R6.1).</extracomment>
        <translation>MAGDAGDON: för få tärningar kan placeras</translation>
    </message>
    <message>
        <source>Bonus line!</source>
        <extracomment>Screen-reader announcement after CONFIRM: a row or column earned a bonus (R7.2).</extracomment>
        <translation>Bonuslinje!</translation>
    </message>
    <message>
        <source>A cell became a RUIN</source>
        <extracomment>Screen-reader announcement: a cell became a RUIN (R6.3).</extracomment>
        <translation>En ruta blev en RUIN</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Screen-reader announcement of two things at once (&quot;Rolled 3, 4, 1 and 6. Bonus line!&quot;); %1 the first sentence(s), %2 the next one.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Game over. Final score %1</source>
        <extracomment>Screen-reader announcement at the end of the game; %1 is the final score, already written the language&apos;s way (−15).</extracomment>
        <translation>Spelet är slut. Slutpoäng: %1</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>Start a new game? The game in progress ends and is not recorded.</source>
        <extracomment>Question before NEW GAME abandons the game in progress (R2.2). Room: 90 characters.</extracomment>
        <translation>Starta ett nytt spel? Spelet som pågår avslutas och sparas inte.</translation>
    </message>
    <message>
        <source>NEW GAME</source>
        <extracomment>Dialog button: abandon this game and start a new one. Room: 15 characters.</extracomment>
        <translation>NYTT SPEL</translation>
    </message>
    <message>
        <source>HINT shows the best play the expert sees for this roll. A game played with a HINT is marked as assisted in the high scores.</source>
        <extracomment>Asked before the first HINT ever shown: what a HINT does, and what it costs the game. Room: 173 characters.</extracomment>
        <translation>TIPS visar det bästa draget experten ser för det här kastet. Ett spel med TIPS markeras ”med tips” i topplistan.</translation>
    </message>
    <message>
        <source>SHOW HINT</source>
        <extracomment>Dialog button: show the HINT (the game is marked as assisted). Room: 13 characters.</extracomment>
        <translation>VISA TIPS</translation>
    </message>
</context>
<context>
    <name>HighScoresPage</name>
    <message>
        <source>HIGH SCORES</source>
        <extracomment>Title of the high-score screen. Room: 16 characters.</extracomment>
        <translation>TOPPLISTA</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>High-score column heading: rank (1-10). Room: 4 characters.</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>High-score column heading. Room: 8 characters.</extracomment>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>High-score column heading: when the game ended. Room: 7 characters.</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Turns</source>
        <extracomment>High-score column heading: number of turns. Room: 8 characters.</extracomment>
        <translation>Turer</translation>
    </message>
    <message>
        <source>Powers</source>
        <extracomment>High-score column heading: Majda Powers used. Room: 9 characters.</extracomment>
        <translation>Powers</translation>
    </message>
    <message>
        <source>HINT</source>
        <extracomment>High-score column heading over the mark of games played with a HINT. Room: 7 characters.</extracomment>
        <translation>TIPS</translation>
    </message>
    <message>
        <source>%1</source>
        <extracomment>High-score table, a score; %1 is the number, already written the language&apos;s way (with a true minus: −15). Room: 3 characters.</extracomment>
        <translation>%1</translation>
    </message>
    <message>
        <source>assisted</source>
        <extracomment>High-score mark: a HINT was used in this game. Room: 12 characters.</extracomment>
        <translation>med tips</translation>
    </message>
    <message>
        <source>REPLAY</source>
        <extracomment>Button on a high-score row: watch that game again, action by action. Room: 9 characters.</extracomment>
        <translation>REPRIS</translation>
    </message>
    <message>
        <source>No finished game in %1 yet. The first one starts the table.</source>
        <extracomment>High-score screen when a difficulty has no finished game yet; %1 is the difficulty. Room: any length (the page scrolls).</extracomment>
        <translation>Inget avslutat spel i %1 än. Det första öppnar listan.</translation>
    </message>
</context>
<context>
    <name>IdleCountdownOverlay</name>
    <message>
        <source>Still playing?</source>
        <extracomment>Kiosk idle question, shown after a long time without a touch. Room: 22 characters.</extracomment>
        <translation>Spelar du fortfarande?</translation>
    </message>
    <message>
        <source>Your score is saved. Tap anywhere to stay here.</source>
        <extracomment>Kiosk idle overlay after a finished game (its score is already saved). Room: 66 characters.</extracomment>
        <translation>Dina poäng är sparade. Tryck var som helst för att stanna kvar.</translation>
    </message>
    <message>
        <source>Tap anywhere to keep playing. Otherwise this game ends and is not recorded.</source>
        <extracomment>Kiosk idle overlay during a game: without a tap the game ends unrecorded. Room: 105 characters.</extracomment>
        <translation>Tryck var som helst för att fortsätta spela. Annars avslutas spelet utan att sparas.</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <source>ROLL</source>
        <extracomment>Key list (F1): what R does; the game&apos;s ROLL button. Room: 7 characters.</extracomment>
        <translation>KASTA</translation>
    </message>
    <message>
        <source>Select that die (again: unselect it)</source>
        <extracomment>Key list (F1): what the keys 1 2 3 4 do. Room: 58 characters.</extracomment>
        <translation>Välj den tärningen (en gång till: avmarkera den)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <extracomment>Key list (F1): the arrow keys&apos; name. Room: 14 characters.</extracomment>
        <translation>Piltangenter</translation>
    </message>
    <message>
        <source>Move the cursor on the board</source>
        <extracomment>Key list (F1): what the arrow keys do. Room: 40 characters.</extracomment>
        <translation>Flytta markören på brädet</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <extracomment>Key list (F1): the Enter and Space keys&apos; names. Room: 17 characters.</extracomment>
        <translation>Retur, Mellanslag</translation>
    </message>
    <message>
        <source>On the board: place the selected die, take a die back, or choose the ruin; on a button: press it</source>
        <extracomment>Key list (F1): what Enter and Space do. Room: 135 characters.</extracomment>
        <translation>På brädet: lägg den valda tärningen, ta tillbaka en tärning eller välj ruinen; på en knapp: tryck på den</translation>
    </message>
    <message>
        <source>CONFIRM</source>
        <extracomment>Key list (F1): what C does; the game&apos;s CONFIRM button. Room: 10 characters.</extracomment>
        <translation>BEKRÄFTA</translation>
    </message>
    <message>
        <source>%1 on the selected die</source>
        <extracomment>Key list (F1): what a Majda Power&apos;s key does when the power changes one die; %1 the power button&apos;s name (DECREASE −1, INCREASE +1). Room: 28 characters.</extracomment>
        <translation>%1 på den valda tärningen</translation>
    </message>
    <message>
        <source>ACCEPT MAGDAGDON, then choose the cell to ruin with the cursor and Enter</source>
        <extracomment>Key list (F1): what A does. Room: 101 characters.</extracomment>
        <translation>ACCEPTERA MAGDAGDON, välj sedan rutan som blir en RUIN med markören och Retur</translation>
    </message>
    <message>
        <source>HINT</source>
        <extracomment>Key list (F1): what H does; the HINT button. Room: 7 characters.</extracomment>
        <translation>TIPS</translation>
    </message>
    <message>
        <source>NEW GAME (asks first when a game is running)</source>
        <extracomment>Key list (F1): what N does. Room: 62 characters.</extracomment>
        <translation>NYTT SPEL (frågar först om ett spel pågår)</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <extracomment>Key list (F1): the Tab keys&apos; names. Room: 20 characters.</extracomment>
        <translation>Tabb, Skift+Tabb</translation>
    </message>
    <message>
        <source>Move between the buttons</source>
        <extracomment>Key list (F1): what Tab and Shift+Tab do. Room: 34 characters.</extracomment>
        <translation>Gå mellan knapparna</translation>
    </message>
    <message>
        <source>Escape</source>
        <extracomment>Key list (F1): the Escape key&apos;s name. Room: 9 characters.</extracomment>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close the open dialog or page, or step back</source>
        <extracomment>Key list (F1): what Escape does. Room: 61 characters.</extracomment>
        <translation>Stäng den öppna rutan eller sidan, eller gå ett steg tillbaka</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <extracomment>Key list (F1): what F1 and ? do. Room: 29 characters.</extracomment>
        <translation>Den här listan över tangenter</translation>
    </message>
    <message>
        <source>Keys</source>
        <extracomment>Title of the list of keys (F1). Room: 9 characters.</extracomment>
        <translation>Tangenter</translation>
    </message>
    <message>
        <source>CLOSE</source>
        <extracomment>Button that closes the list of keys. Room: 8 characters.</extracomment>
        <translation>STÄNG</translation>
    </message>
</context>
<context>
    <name>KioskCaption</name>
    <message>
        <source>%1 on an empty board: any cell is allowed</source>
        <extracomment>Attract-mode caption (R4.2): the first number may go anywhere; %1 is the die value. Room: 55 characters.</extracomment>
        <translation>%1 på ett tomt bräde: vilken ruta som helst går bra</translation>
    </message>
    <message>
        <source>%1 next to %2: allowed</source>
        <extracomment>Attract-mode caption (R4.3): %1 the die placed, %2 its neighbouring numbers as a list (&quot;3&quot;, &quot;3 and 5&quot;). Room: 26 characters.</extracomment>
        <translation>%1 intill %2: tillåtet</translation>
    </message>
    <message>
        <source>ROLL: %1</source>
        <extracomment>Attract-mode caption after the bot&apos;s ROLL; %1 the four dice values as a list (&quot;3, 4, 1 and 6&quot;). Room: 9 characters.</extracomment>
        <translation>KASTA: %1</translation>
    </message>
    <message>
        <source>CONFIRM: these numbers stay for good · score %1</source>
        <extracomment>Attract-mode caption after CONFIRM; %1 is the running score. Room: 63 characters.</extracomment>
        <translation>BEKRÄFTA: de här talen ligger kvar för gott · poäng %1</translation>
    </message>
    <message>
        <source>MAGDAGDON: no way to place enough of these dice</source>
        <extracomment>Attract-mode caption (R6.1): no legal way to place as many dice as the turn needs. Room: 66 characters.</extracomment>
        <translation>MAGDAGDON: för få av de här tärningarna går att placera</translation>
    </message>
    <message>
        <source>%1: %2 becomes %3</source>
        <extracomment>Attract-mode caption (R5.2): a Majda Power changed one die; %1 the power&apos;s button word (DECREASE −1, INCREASE +1), %2 the die before, %3 after. Room: 16 characters.</extracomment>
        <translation>%1: %2 blir %3</translation>
    </message>
    <message>
        <source>%1: the selected dice thrown again</source>
        <extracomment>Attract-mode caption (R5.3): a Majda Power threw the selected dice again; %1 the power&apos;s button word (REROLL). Room: 45 characters.</extracomment>
        <translation>%1: de valda tärningarna kastas igen</translation>
    </message>
    <message numerus="yes">
        <source>An empty cell becomes a RUIN: −%Ln points</source>
        <extracomment>Attract-mode caption (R6.3): an empty cell became a RUIN; %Ln is the penalty in points (15). Room: 54 characters.</extracomment>
        <translation>
            <numerusform>En tom ruta blir en RUIN: −%Ln&#xa0;poäng</numerusform>
            <numerusform>En tom ruta blir en RUIN: −%Ln&#xa0;poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board is full: %1 points</source>
        <extracomment>Attract-mode caption when the bot&apos;s game ends; %1 is its final score, with its sign (−15). A plural message: the form follows the size of the number (French &quot;1 point&quot;, &quot;−15 points&quot;). Room: 37 characters.</extracomment>
        <translation>
            <numerusform>Brädet är fullt: %1&#xa0;poäng</numerusform>
            <numerusform>Brädet är fullt: %1&#xa0;poäng</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KioskCornerArea</name>
    <message numerus="yes">
        <source>Operator: hold for %n seconds</source>
        <extracomment>Screen-reader name of the hidden operator corner; %n is how many seconds to hold it (3).</extracomment>
        <translation>
            <numerusform>Operatör: håll in i %n&#xa0;sekund</numerusform>
            <numerusform>Operatör: håll in i %n&#xa0;sekunder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KioskHowToCard</name>
    <message>
        <source>How to play</source>
        <extracomment>Title of the kiosk&apos;s rules card. Room: 16 characters.</extracomment>
        <translation>Så spelar du</translation>
    </message>
    <message>
        <source>Tap ROLL: four dice are thrown.</source>
        <extracomment>Kiosk rules card, step 1 (R3.1). Room: any length (the page scrolls).</extracomment>
        <translation>Tryck på KASTA: fyra tärningar kastas.</translation>
    </message>
    <message>
        <source>Tap a die, then a lit cell. Numbers grow as one field: a die goes next to a number, and differs by at most 1 from every number beside it.</source>
        <extracomment>Kiosk rules card, step 2 (R4): where a die may go. Room: any length (the page scrolls).</extracomment>
        <translation>Tryck på en tärning och sedan på en markerad ruta. Talen växer som ett enda fält: en tärning läggs bredvid ett tal och skiljer sig med högst 1 från varje tal intill.</translation>
    </message>
    <message numerus="yes">
        <source>Place at least %n dice, then tap CONFIRM: they stay for good.</source>
        <extracomment>Kiosk rules card, step 3 (R3.3); %n is the number of dice a turn needs. Room: any length (the page scrolls).</extracomment>
        <translation>
            <numerusform>Placera minst %n&#xa0;tärning och tryck sedan på BEKRÄFTA: den ligger kvar för gott.</numerusform>
            <numerusform>Placera minst %n&#xa0;tärningar och tryck sedan på BEKRÄFTA: de ligger kvar för gott.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every row and every column scores the sum of its numbers. A full line earns a bonus as a STRAIGHT, FOUR OF A KIND or TWO PAIRS.</source>
        <extracomment>Kiosk rules card, step 4 (R7): scoring. Room: any length (the page scrolls).</extracomment>
        <translation>Varje rad och varje kolumn ger summan av sina tal. En komplett linje ger bonus för STEGE, FYRTAL eller TVÅ PAR.</translation>
    </message>
    <message numerus="yes">
        <source>No way to place enough dice? That is MAGDAGDON: an empty cell becomes a RUIN, −%Ln points.</source>
        <extracomment>Kiosk rules card, step 5 (R6): a roll that cannot be placed; %Ln is the ruin&apos;s cost in points (a plural message). Room: any length (the page scrolls).</extracomment>
        <translation>
            <numerusform>Går det inte att placera tillräckligt många tärningar? Då är det MAGDAGDON: en tom ruta blir en RUIN, −%Ln&#xa0;poäng.</numerusform>
            <numerusform>Går det inte att placera tillräckligt många tärningar? Då är det MAGDAGDON: en tom ruta blir en RUIN, −%Ln&#xa0;poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Majda Powers (%n per game) change a die by 1 or roll dice again; each use costs points.</source>
        <extracomment>Kiosk rules card, step 6 (R5); %n is how many Majda Powers a game has. Room: any length (the page scrolls).</extracomment>
        <translation>
            <numerusform>Majda Powers (%n per spel) ändrar en tärning med 1 eller kastar om tärningar; varje användning kostar poäng.</numerusform>
            <numerusform>Majda Powers (%n per spel) ändrar en tärning med 1 eller kastar om tärningar; varje användning kostar poäng.</numerusform>
        </translation>
    </message>
    <message>
        <source>NIGHTMARE has no Majda Powers: every roll counts.</source>
        <extracomment>Kiosk rules card, step 6 in NIGHTMARE, which has no Majda Powers. Room: any length (the page scrolls).</extracomment>
        <translation>NIGHTMARE har inga Majda Powers: varje kast räknas.</translation>
    </message>
    <message>
        <source>GOT IT</source>
        <extracomment>Closes the kiosk&apos;s rules card. Room: 9 characters.</extracomment>
        <translation>UPPFATTAT</translation>
    </message>
</context>
<context>
    <name>KioskMain</name>
    <message>
        <source>MAGDAGDON</source>
        <extracomment>Window title; MAGDAGDON is the game&apos;s name. Room: 13 characters.</extracomment>
        <translation>MAGDAGDON</translation>
    </message>
</context>
<context>
    <name>KioskPlayScreen</name>
    <message>
        <source>RULES</source>
        <extracomment>Kiosk play screen button: opens a short card with the rules (the welcome screen&apos;s HOW TO PLAY is the guided game, a different thing). Room: 8 characters.</extracomment>
        <translation>REGLER</translation>
    </message>
    <message>
        <source>Leave this game? It ends here and is not recorded.</source>
        <extracomment>Kiosk play screen, HOME during a game: the question before leaving. Room: 70 characters.</extracomment>
        <translation>Lämna spelet? Det slutar här och sparas inte.</translation>
    </message>
    <message>
        <source>LEAVE GAME</source>
        <extracomment>Kiosk play screen: the button that really leaves the game. Room: 14 characters.</extracomment>
        <translation>LÄMNA SPELET</translation>
    </message>
    <message>
        <source>HOME</source>
        <extracomment>Kiosk play screen button: back to the welcome screen. Room: 7 characters.</extracomment>
        <translation>HEM</translation>
    </message>
</context>
<context>
    <name>KioskScoresPage</name>
    <message>
        <source>HIGH SCORES</source>
        <extracomment>Heading of the kiosk&apos;s high-score screen (shown after a game). Room: 16 characters.</extracomment>
        <translation>TOPPLISTA</translation>
    </message>
    <message>
        <source>PLAY AGAIN</source>
        <extracomment>Kiosk high-score screen: start another game. Room: 14 characters.</extracomment>
        <translation>SPELA IGEN</translation>
    </message>
    <message>
        <source>DONE</source>
        <extracomment>Kiosk high-score screen: back to the welcome screen. Room: 7 characters.</extracomment>
        <translation>KLAR</translation>
    </message>
</context>
<context>
    <name>LineTag</name>
    <message>
        <source>%1 %2</source>
        <comment>ribbon</comment>
        <extracomment>Board ribbon whose name takes two lines (a long name, small board): the name and then its points in one text; %1 the name (&quot;STRAIGHT&quot;), %2 the points (&quot;+60&quot;). Room: 4 characters.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>STRAIGHT</source>
        <comment>ribbon</comment>
        <extracomment>Board ribbon naming a line bonus (R7.2). Room: 14 characters, in lines of at most 9 (the ribbon takes two lines). A short form is fine.</extracomment>
        <translation>STEGE</translation>
    </message>
    <message>
        <source>FOUR OF A KIND</source>
        <comment>ribbon</comment>
        <extracomment>Board ribbon naming a line bonus (R7.2). Room: 14 characters, in lines of at most 9 (the ribbon takes two lines). A short form is fine.</extracomment>
        <translation>FYRTAL</translation>
    </message>
    <message>
        <source>TWO PAIRS</source>
        <comment>ribbon</comment>
        <extracomment>Board ribbon naming a line bonus (R7.2). Room: 14 characters, in lines of at most 9 (the ribbon takes two lines). A short form is fine.</extracomment>
        <translation>TVÅ PAR</translation>
    </message>
    <message>
        <source>+%L1</source>
        <extracomment>Board ribbon: the bonus points of the line; %1 is the points (60), in the language&apos;s digits. Room: 4 characters.</extracomment>
        <translation>+%L1</translation>
    </message>
</context>
<context>
    <name>MagdagdonOverlay</name>
    <message>
        <source>Still MAGDAGDON</source>
        <extracomment>Over the MAGDAGDON screen after a REROLL ALL DICE that failed again. MAGDAGDON stays in capitals. Room: 21 characters.</extracomment>
        <translation>Fortfarande MAGDAGDON</translation>
    </message>
    <message numerus="yes">
        <source>These dice cannot place %n dice.</source>
        <extracomment>MAGDAGDON screen (R6.1) when the reason is not known; %n is the dice this turn needs. Room: 54 characters.</extracomment>
        <translation>
            <numerusform>Det går inte att placera %n&#xa0;tärning ur det här kastet.</numerusform>
            <numerusform>Det går inte att placera %n&#xa0;tärningar ur det här kastet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of these dice can join the board; %n dice are needed.</source>
        <extracomment>MAGDAGDON screen (R6.1): no die can go on the board; %n is the dice this turn needs. Room: 79 characters.</extracomment>
        <translation>
            <numerusform>Ingen av tärningarna kan ansluta till brädet; %n&#xa0;tärning behövs.</numerusform>
            <numerusform>Ingen av tärningarna kan ansluta till brädet; %n&#xa0;tärningar behövs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only one die can go at a time (the %1 each fit alone); %n dice are needed.</source>
        <extracomment>MAGDAGDON screen (R6.1): each of these values fits on its own, never two together; %1 the values (&quot;3, 4 and 6&quot;), %n the dice needed. Room: 98 characters.</extracomment>
        <translation>
            <numerusform>Bara en tärning i taget får plats (%1 passar var för sig); %n&#xa0;tärning behövs.</numerusform>
            <numerusform>Bara en tärning i taget får plats (%1 passar var för sig); %n&#xa0;tärningar behövs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only one die fits (the %1); %n dice are needed.</source>
        <extracomment>MAGDAGDON screen (R6.1): only one die at a time fits; %1 the values that could go (&quot;5 and 6&quot;), %n the dice needed. Room: 61 characters.</extracomment>
        <translation>
            <numerusform>Bara en tärning får plats (%1); %n&#xa0;tärning behövs.</numerusform>
            <numerusform>Bara en tärning får plats (%1); %n&#xa0;tärningar behövs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the %1 join; %n dice are needed.</source>
        <extracomment>MAGDAGDON screen (R6.1): only these dice join together; %1 their values (&quot;5 and 6&quot;), %n the dice needed. Room: 50 characters.</extracomment>
        <translation>
            <numerusform>Bara %1 får plats; %n&#xa0;tärning behövs.</numerusform>
            <numerusform>Bara %1 får plats; %n&#xa0;tärningar behövs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Changing one die by 1 rescues the roll for sure; a REROLL only may. Or accept: one empty cell becomes a RUIN.</source>
        <extracomment>MAGDAGDON screen (R6.2), after the reason, when changing one die by 1 (DECREASE −1 or INCREASE +1) is sure to rescue the roll. Room: 153 characters.</extracomment>
        <translation>Att ändra en tärning med 1 räddar kastet säkert; KASTA OM kan rädda det, men inte säkert. Eller acceptera: en tom ruta blir en RUIN.</translation>
    </message>
    <message>
        <source>Rescue the roll with a Majda Power, or accept: one empty cell becomes a RUIN.</source>
        <extracomment>MAGDAGDON screen (R6.2), after the reason: the two ways out. Room: 108 characters.</extracomment>
        <translation>Rädda kastet med en Majda Power, eller acceptera: en tom ruta blir en RUIN.</translation>
    </message>
    <message>
        <source>No roll can fit here, so no Majda Power can rescue it. Accept: one empty cell becomes a RUIN.</source>
        <extracomment>MAGDAGDON screen with powers left when no roll at all fits the cells left, after the reason: no power can help. Room: 131 characters.</extracomment>
        <translation>Inget kast kan passa här, så ingen Majda Power kan rädda det. Acceptera: en tom ruta blir en RUIN.</translation>
    </message>
    <message>
        <source>Accept: one empty cell becomes a RUIN.</source>
        <extracomment>MAGDAGDON screen without powers left, after the reason. Room: 54 characters.</extracomment>
        <translation>Acceptera: en tom ruta blir en RUIN.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>MAGDAGDON screen: the reason, then the ways out; %1 the reason (one sentence), %2 the next sentence. Room: 4 characters.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 ON THE %2</source>
        <extracomment>Big MAGDAGDON button (R6.2, R5.2): a Majda Power on the die %2, which surely rescues the roll; %1 the power button&apos;s name (DECREASE −1, INCREASE +1). Button names as in the vocabulary table, in capitals. Room: 12 characters.</extracomment>
        <translation>%1 PÅ %2:AN</translation>
    </message>
    <message numerus="yes">
        <source>it becomes a %1, −%Ln points</source>
        <extracomment>Under the sure-rescue button: the die&apos;s new value %1, and what it costs; %Ln is the points, e.g. 10 (a plural message). Room: 33 characters.</extracomment>
        <translation>
            <numerusform>den blir en %1:a, −%Ln&#xa0;poäng</numerusform>
            <numerusform>den blir en %1:a, −%Ln&#xa0;poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>REROLL ALL DICE</source>
        <extracomment>Big MAGDAGDON button: REROLL all four dice with a Majda Power. Room: 21 characters.</extracomment>
        <translation>KASTA OM ALLA</translation>
    </message>
    <message numerus="yes">
        <source>−%Ln points</source>
        <extracomment>Under REROLL ALL DICE: what it costs; %Ln is the points, e.g. 10 (a plural message). Room: 12 characters.</extracomment>
        <translation>
            <numerusform>−%Ln&#xa0;poäng</numerusform>
            <numerusform>−%Ln&#xa0;poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one RUIN, −%Ln points</source>
        <extracomment>Under ACCEPT MAGDAGDON: the cost of the ruin; %Ln is its points, 15 (a plural message). Room: 26 characters.</extracomment>
        <translation>
            <numerusform>en RUIN, −%Ln&#xa0;poäng</numerusform>
            <numerusform>en RUIN, −%Ln&#xa0;poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>ACCEPT MAGDAGDON</source>
        <extracomment>Big MAGDAGDON button (R6.3). Room: 23 characters.</extracomment>
        <translation>ACCEPTERA MAGDAGDON</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>MAGDAGDON</source>
        <extracomment>Window title; MAGDAGDON is the game&apos;s name. Room: 13 characters.</extracomment>
        <translation>MAGDAGDON</translation>
    </message>
</context>
<context>
    <name>NavigationBar</name>
    <message>
        <source>BACK</source>
        <extracomment>Navigation button: back to the game. Room: 8 characters.</extracomment>
        <translation>TILLBAKA</translation>
    </message>
    <message>
        <source>NEW GAME</source>
        <extracomment>Navigation button: start a new game (asks first if one is in progress). Room: 15 characters.</extracomment>
        <translation>NYTT SPEL</translation>
    </message>
    <message>
        <source>DAILY</source>
        <extracomment>Navigation button to the daily challenge screen. Room: 8 characters.</extracomment>
        <translation>UTMANING</translation>
    </message>
    <message>
        <source>RULES</source>
        <extracomment>Navigation button to the rules screen. Room: 8 characters.</extracomment>
        <translation>REGLER</translation>
    </message>
    <message>
        <source>SCORES</source>
        <extracomment>Navigation button to the high-score tables. Room: 9 characters.</extracomment>
        <translation>TOPPLISTA</translation>
    </message>
    <message>
        <source>STATS</source>
        <extracomment>Navigation button to the statistics screen. Room: 9 characters.</extracomment>
        <translation>STATISTIK</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <extracomment>Navigation button to the settings screen (glossary: SETTINGS). Room: 13 characters.</extracomment>
        <translation>INSTÄLLNINGAR</translation>
    </message>
    <message>
        <source>ABOUT</source>
        <extracomment>Navigation button to the about screen. Room: 9 characters.</extracomment>
        <translation>OM SPELET</translation>
    </message>
    <message>
        <source>MORE</source>
        <extracomment>Navigation button that opens a menu with the screens the bar has no room for. Room: 7 characters.</extracomment>
        <translation>MER</translation>
    </message>
</context>
<context>
    <name>OperatorPage</name>
    <message>
        <source>Operator</source>
        <extracomment>Title of the kiosk operator&apos;s screen. Room: 12 characters.</extracomment>
        <translation>Operatör</translation>
    </message>
    <message numerus="yes">
        <source>Settings of this kiosk. Without a touch for %n seconds, a game in progress is abandoned.</source>
        <extracomment>Operator screen, under the title; %n is the idle time in seconds before a game is abandoned. Room: any length (the page scrolls).</extracomment>
        <translation>
            <numerusform>Inställningar för den här kiosken. Utan beröring i %n&#xa0;sekund avbryts ett pågående spel.</numerusform>
            <numerusform>Inställningar för den här kiosken. Utan beröring i %n&#xa0;sekunder avbryts ett pågående spel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Operator screen section heading. Room: 12 characters.</extracomment>
        <translation>Språk</translation>
    </message>
    <message>
        <source>Today&apos;s daily for all</source>
        <extracomment>Operator screen: a switch; when on, every visitor plays today&apos;s daily challenge (the same dice for all that day). Room: 30 characters.</extracomment>
        <translation>Dagens utmaning för alla</translation>
    </message>
    <message>
        <source>Visitors&apos; games</source>
        <extracomment>Operator screen section heading: the games the visitors play (their difficulty, and whether all play today&apos;s daily). Room: 26 characters.</extracomment>
        <translation>Besökarnas spel</translation>
    </message>
    <message>
        <source>Every game today uses the same dice, so today&apos;s best scores compare fairly.</source>
        <extracomment>Operator screen: the line under the daily switch. Room: any length (the page scrolls).</extracomment>
        <translation>Alla spel i dag får samma tärningar, så att dagens bästa poäng kan jämföras rättvist.</translation>
    </message>
    <message>
        <source>Kiosk</source>
        <extracomment>Operator screen section heading. Room: 8 characters.</extracomment>
        <translation>Kiosk</translation>
    </message>
    <message>
        <source>TAP AGAIN TO CLEAR</source>
        <extracomment>Operator button, second step: tap again to really clear the scores. Room: 27 characters.</extracomment>
        <translation>TRYCK IGEN FÖR ATT RENSA</translation>
    </message>
    <message>
        <source>CLEAR HIGH SCORES</source>
        <extracomment>Operator button: empty every high-score table. Room: 28 characters.</extracomment>
        <translation>RENSA TOPPLISTORNA</translation>
    </message>
    <message>
        <source>All high scores are cleared.</source>
        <extracomment>Operator screen, after the high scores were cleared. Room: any length (the page scrolls).</extracomment>
        <translation>Alla topplistor är rensade.</translation>
    </message>
    <message>
        <source>CHANGE PIN</source>
        <extracomment>Operator button: choose a new operator PIN (typed twice). Room: 15 characters.</extracomment>
        <translation>BYT PIN-KOD</translation>
    </message>
    <message>
        <source>The new PIN is set.</source>
        <extracomment>Operator screen, after a new PIN was set. Room: any length (the page scrolls).</extracomment>
        <translation>Den nya PIN-koden gäller nu.</translation>
    </message>
    <message>
        <source>The new PIN could not be saved: it holds until the kiosk restarts.</source>
        <extracomment>Operator screen, after a new PIN was set that could not be written to disk. Room: 93 characters.</extracomment>
        <translation>Den nya PIN-koden kunde inte sparas: den gäller tills kiosken startas om.</translation>
    </message>
    <message>
        <source>PIN reset by the administrator</source>
        <extracomment>Operator log entry: the machine&apos;s administrator set a new PIN from the command line. Room: 42 characters.</extracomment>
        <translation>PIN-koden återställd av administratören</translation>
    </message>
    <message>
        <source>BACK TO THE KIOSK</source>
        <extracomment>Operator button: leave the operator screen for the welcome screen. Room: 24 characters.</extracomment>
        <translation>TILLBAKA TILL KIOSKEN</translation>
    </message>
    <message>
        <source>EXIT KIOSK MODE</source>
        <extracomment>Operator button: quit kiosk mode (the game closes). Room: 21 characters.</extracomment>
        <translation>AVSLUTA KIOSKLÄGET</translation>
    </message>
    <message>
        <source>Look</source>
        <extracomment>Operator screen section heading: the kiosk&apos;s theme, text size and motion. Room: 9 characters.</extracomment>
        <translation>Utseende</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>Operator screen, theme choice: the dark theme. Room: 7 characters.</extracomment>
        <translation>Mörkt</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Operator screen, theme choice: high contrast (black and white). Room: 19 characters.</extracomment>
        <translation>Hög kontrast</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>Operator screen, theme choice: the light theme (warm paper). Room: 8 characters.</extracomment>
        <translation>Ljust</translation>
    </message>
    <message>
        <source>Text %1%</source>
        <extracomment>Operator screen, a text size choice; %1 is the percentage, e.g. 150. Room: 9 characters.</extracomment>
        <translation>Text %1&#xa0;%</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <extracomment>Operator screen: a switch that turns the kiosk&apos;s animations off. Room: 20 characters.</extracomment>
        <translation>Mindre rörelse</translation>
    </message>
    <message>
        <source>Changes happen at once, without animations</source>
        <extracomment>Operator screen, under &quot;Reduced motion&quot;. Room: any length (the page scrolls).</extracomment>
        <translation>Ändringar sker direkt, utan animationer</translation>
    </message>
    <message>
        <source>Recent operator log-ins</source>
        <extracomment>Operator screen section heading: the latest PIN entries, right and wrong. Room: 35 characters.</extracomment>
        <translation>Senaste operatörsinloggningar</translation>
    </message>
    <message>
        <source>Operator logged in</source>
        <extracomment>Operator log entry: the right PIN was entered. Room: 26 characters.</extracomment>
        <translation>Operatören loggade in</translation>
    </message>
    <message>
        <source>Wrong PIN</source>
        <extracomment>Operator log entry: a wrong PIN was entered. Room: 15 characters.</extracomment>
        <translation>Fel PIN-kod</translation>
    </message>
    <message>
        <source>PIN changed</source>
        <extracomment>Operator log entry: the PIN was changed on this page. Room: 16 characters.</extracomment>
        <translation>PIN-koden bytt</translation>
    </message>
    <message>
        <source>Old PIN moved to secure storage</source>
        <extracomment>Operator log entry: a PIN stored in clear by an older version was moved into the secure store. Room: 44 characters.</extracomment>
        <translation>Gammal PIN-kod flyttad till säker lagring</translation>
    </message>
    <message>
        <source>PIN set</source>
        <extracomment>Operator log entry: the first PIN was set at the kiosk&apos;s first start. Room: 15 characters.</extracomment>
        <translation>PIN-kod vald</translation>
    </message>
    <message>
        <source>Sound</source>
        <extracomment>Operator screen section heading: the kiosk&apos;s sound. Room: 7 characters.</extracomment>
        <translation>Ljud</translation>
    </message>
    <message>
        <source>Sounds</source>
        <extracomment>Operator screen: a switch that turns the kiosk&apos;s sounds on or off. Room: 14 characters.</extracomment>
        <translation>Ljudeffekter</translation>
    </message>
    <message>
        <source>The visitors hear the dice, the lines and the records</source>
        <extracomment>Operator screen, under &quot;Sounds&quot;. Room: 75 characters.</extracomment>
        <translation>Besökarna hör tärningarna, raderna och rekorden</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>Operator screen: the name of the kiosk&apos;s volume slider. Room: 9 characters.</extracomment>
        <translation>Volym</translation>
    </message>
    <message>
        <source>Sound in the demo</source>
        <extracomment>Operator screen: a switch that lets the welcome screen&apos;s demo game be heard. Room: 24 characters.</extracomment>
        <translation>Ljud i demospelet</translation>
    </message>
    <message>
        <source>The bot&apos;s game on the welcome screen is heard too</source>
        <extracomment>Operator screen, under &quot;Sound in the demo&quot;. Room: 69 characters.</extracomment>
        <translation>Botens parti på välkomstskärmen hörs också</translation>
    </message>
    <message>
        <source>Quiet hours</source>
        <extracomment>Operator screen: a switch for hours in which the kiosk makes no sound. Room: 17 characters.</extracomment>
        <translation>Tysta timmar</translation>
    </message>
    <message>
        <source>Silent from %1 to %2</source>
        <extracomment>Operator screen, under &quot;Quiet hours&quot; when they are on; %1 and %2 are times of day, e.g. 20:00 and 09:00. Room: 23 characters.</extracomment>
        <translation>Tyst från %1 till %2</translation>
    </message>
    <message>
        <source>Sound at every hour</source>
        <extracomment>Operator screen, under &quot;Quiet hours&quot; when they are off. Room: 27 characters.</extracomment>
        <translation>Ljud dygnet runt</translation>
    </message>
    <message>
        <source>From</source>
        <extracomment>Operator screen, quiet hours: the label before the hour they start. Room: 6 characters.</extracomment>
        <translation>Från</translation>
    </message>
    <message>
        <source>Until</source>
        <extracomment>Operator screen, quiet hours: the label before the hour they end. Room: 7 characters.</extracomment>
        <translation>Till</translation>
    </message>
</context>
<context>
    <name>PinPadDialog</name>
    <message>
        <source>Operator PIN</source>
        <extracomment>Title of the kiosk operator&apos;s PIN pad. Room: 19 characters.</extracomment>
        <translation>Operatörens PIN-kod</translation>
    </message>
    <message numerus="yes">
        <source>Too many tries. Wait %n seconds.</source>
        <extracomment>PIN pad after too many wrong tries; %n seconds to wait. Room: 42 characters.</extracomment>
        <translation>
            <numerusform>För många försök. Vänta %n&#xa0;sekund.</numerusform>
            <numerusform>För många försök. Vänta %n&#xa0;sekunder.</numerusform>
        </translation>
    </message>
    <message>
        <source>The operator PIN file is missing or damaged, so this screen stays closed. The machine&apos;s administrator can set a new PIN with the command %1.</source>
        <extracomment>PIN pad when the kiosk&apos;s PIN file is lost or damaged: nothing opens the operator screen. %1 is a command typed on the machine (not translated). Room: 194 characters.</extracomment>
        <translation>Filen med operatörens PIN-kod saknas eller är skadad, så den här skärmen förblir stängd. Datorns administratör kan välja en ny PIN-kod med kommandot %1.</translation>
    </message>
    <message numerus="yes">
        <source>Tries cannot be saved here, so each wrong one locks the pad. Wait %n minute(s).</source>
        <extracomment>PIN pad when wrong tries cannot be saved on disk, so each one locks the pad; %n minutes to wait. Room: 108 characters.</extracomment>
        <translation>
            <numerusform>Försöken kan inte sparas här, så varje fel försök låser knappsatsen. Vänta %n&#xa0;minut.</numerusform>
            <numerusform>Försöken kan inte sparas här, så varje fel försök låser knappsatsen. Vänta %n&#xa0;minuter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tries cannot be saved here, so each wrong one locks the pad. Wait %n seconds.</source>
        <extracomment>PIN pad when wrong tries cannot be saved on disk, so each one locks the pad; %n seconds to wait. Room: 109 characters.</extracomment>
        <translation>
            <numerusform>Försöken kan inte sparas här, så varje fel försök låser knappsatsen. Vänta %n&#xa0;sekund.</numerusform>
            <numerusform>Försöken kan inte sparas här, så varje fel försök låser knappsatsen. Vänta %n&#xa0;sekunder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many tries. Wait %n minute(s).</source>
        <extracomment>PIN pad after too many wrong tries; %n minutes to wait. Room: 45 characters.</extracomment>
        <translation>
            <numerusform>För många försök. Vänta %n&#xa0;minut.</numerusform>
            <numerusform>För många försök. Vänta %n&#xa0;minuter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrong PIN. Try again.</source>
        <extracomment>PIN pad after a wrong PIN. Room: 30 characters.</extracomment>
        <translation>Fel PIN-kod. Försök igen.</translation>
    </message>
    <message numerus="yes">
        <source>A PIN has %1 to %Ln digits.</source>
        <extracomment>PIN pad when a new PIN is too short; %1 is the fewest digits (4), %Ln the most (8; a plural message). Room: 31 characters.</extracomment>
        <translation>
            <numerusform>En PIN-kod har %1 till %Ln&#xa0;siffra.</numerusform>
            <numerusform>En PIN-kod har %1 till %Ln&#xa0;siffror.</numerusform>
        </translation>
    </message>
    <message>
        <source>The two PINs differ. Choose the new PIN again.</source>
        <extracomment>PIN pad when the new PIN typed the second time differs from the first. Room: 67 characters.</extracomment>
        <translation>De två PIN-koderna skiljer sig åt. Välj den nya PIN-koden igen.</translation>
    </message>
    <message>
        <source>Type the same digits again, then OK.</source>
        <extracomment>PIN pad, second step of setting a PIN. Room: 51 characters.</extracomment>
        <translation>Skriv samma siffror igen och tryck sedan på OK.</translation>
    </message>
    <message numerus="yes">
        <source>This kiosk has no operator PIN yet. Choose %1 to %Ln digits, then OK.</source>
        <extracomment>PIN pad at the kiosk&apos;s very first start: no PIN exists yet; %1 is the fewest digits (4), %Ln the most (8; a plural message). Room: 90 characters.</extracomment>
        <translation>
            <numerusform>Kiosken har ingen PIN-kod än. Välj %1 till %Ln&#xa0;siffra och tryck på OK.</numerusform>
            <numerusform>Kiosken har ingen PIN-kod än. Välj %1 till %Ln&#xa0;siffror och tryck på OK.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %1 to %Ln digits, then OK.</source>
        <extracomment>PIN pad on the operator page: choosing a new PIN; %1 is the fewest digits (4), %Ln the most (8; a plural message). Room: 42 characters.</extracomment>
        <translation>
            <numerusform>Välj %1 till %Ln&#xa0;siffra och tryck sedan på OK.</numerusform>
            <numerusform>Välj %1 till %Ln&#xa0;siffror och tryck sedan på OK.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the PIN, then OK.</source>
        <extracomment>PIN pad instructions. Room: 38 characters.</extracomment>
        <translation>Skriv PIN-koden och tryck sedan på OK.</translation>
    </message>
    <message>
        <source>Confirm the new PIN</source>
        <extracomment>Title of the PIN pad when the new PIN is typed a second time. Room: 27 characters.</extracomment>
        <translation>Bekräfta den nya PIN-koden</translation>
    </message>
    <message>
        <source>Set the operator PIN</source>
        <extracomment>Title of the PIN pad at the kiosk&apos;s first start. Room: 28 characters.</extracomment>
        <translation>Välj operatörens PIN-kod</translation>
    </message>
    <message>
        <source>New operator PIN</source>
        <extracomment>Title of the PIN pad when the operator changes the PIN. Room: 25 characters.</extracomment>
        <translation>Ny PIN-kod för operatören</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>PIN pad key that checks the PIN. Room: 5 characters.</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Delete last digit</source>
        <extracomment>Screen-reader name of the PIN pad&apos;s delete key.</extracomment>
        <translation>Radera sista siffran</translation>
    </message>
    <message>
        <source>CANCEL</source>
        <extracomment>Closes the PIN pad without doing anything. Room: 9 characters.</extracomment>
        <translation>AVBRYT</translation>
    </message>
</context>
<context>
    <name>PlayCodeDialog</name>
    <message>
        <source>Play this code? The game in progress ends and is not recorded.</source>
        <extracomment>Question before a game code replaces the game in progress (R2.2). Room: 87 characters.</extracomment>
        <translation>Byta till kodens spel? Spelet som pågår avslutas och sparas inte.</translation>
    </message>
    <message>
        <source>PLAY THE CODE</source>
        <extracomment>Dialog button: abandon this game and play the code&apos;s game. Room: 19 characters.</extracomment>
        <translation>BYT SPEL</translation>
    </message>
    <message>
        <source>Play a code</source>
        <extracomment>Title of the &quot;Play a code&quot; dialog. Room: 24 characters.</extracomment>
        <translation>Ange spelkod</translation>
    </message>
    <message>
        <source>A game code names the difficulty and the dice. Type or paste a friend&apos;s code to play the very same rolls.</source>
        <extracomment>&quot;Play a code&quot; dialog: what a code is for. Room: 147 characters.</extracomment>
        <translation>En spelkod anger svårighetsgraden och tärningarna. Skriv eller klistra in en väns kod för att spela exakt samma kast.</translation>
    </message>
    <message>
        <source>e.g. P5WX9RG-DQTQK1N</source>
        <extracomment>Placeholder of the game-code field: an example, written as every game code is (keep the code as it is). Room: 28 characters.</extracomment>
        <translation>t.ex. P5WX9RG-DQTQK1N</translation>
    </message>
    <message>
        <source>Game code</source>
        <extracomment>Screen-reader name of the game-code field.</extracomment>
        <translation>Spelkod</translation>
    </message>
    <message>
        <source>CANCEL</source>
        <extracomment>Dialog button that keeps things as they are. Room: 9 characters.</extracomment>
        <translation>AVBRYT</translation>
    </message>
    <message>
        <source>PLAY</source>
        <extracomment>&quot;Play a code&quot; dialog button: start the game the code names. Room: 7 characters.</extracomment>
        <translation>SPELA</translation>
    </message>
</context>
<context>
    <name>PowerBar</name>
    <message numerus="yes">
        <source>−%Ln points</source>
        <extracomment>Under a power button: the points the next use costs; %Ln is a number like 10 (a plural message). Room: 12 characters.</extracomment>
        <translation>
            <numerusform>−%Ln&#xa0;poäng</numerusform>
            <numerusform>−%Ln&#xa0;poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>−%L1</source>
        <extracomment>Under a power button, the short form of &quot;−10 points&quot; where that does not fit (a narrow window, large text): the points the next use costs; %L1 is a number like 10. Room: 4 characters.</extracomment>
        <translation>−%L1</translation>
    </message>
    <message>
        <source>No Majda Power in this difficulty</source>
        <extracomment>Power bar heading in NIGHTMARE, which has no Majda Power. Room: 47 characters.</extracomment>
        <translation>Ingen Majda Power på den här svårighetsgraden</translation>
    </message>
    <message numerus="yes">
        <source>Majda Powers: all %n used</source>
        <extracomment>Power bar heading when every use is spent; %n is the number used. Room: 41 characters.</extracomment>
        <translation>
            <numerusform>Majda Power: %n använd, ingen kvar</numerusform>
            <numerusform>Majda Powers: alla %n använda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Majda Powers: %n of %1 left</source>
        <extracomment>Power bar heading (what the next use costs is on each button); %n uses left, %1 the total uses of this difficulty. Room: 33 characters.</extracomment>
        <translation>
            <numerusform>Majda Powers: %n av %1 kvar</numerusform>
            <numerusform>Majda Powers: %n av %1 kvar</numerusform>
        </translation>
    </message>
    <message>
        <source>CANCEL</source>
        <extracomment>Power bar, while choosing the dice to reroll: stop choosing, nothing spent. Room: 9 characters.</extracomment>
        <translation>AVBRYT</translation>
    </message>
    <message>
        <source>CHANGE TO %1</source>
        <extracomment>Power button after one press of DECREASE −1 or INCREASE +1 (R5.2): press again to spend the power and give the selected die this value; %1 the new value (1-6). Room: 16 characters.</extracomment>
        <translation>ÄNDRA TILL %1</translation>
    </message>
    <message>
        <source>nothing spent</source>
        <extracomment>Under CANCEL while choosing dice to reroll, or after one press of DECREASE −1 or INCREASE +1. Room: 19 characters.</extracomment>
        <translation>inget förbrukas</translation>
    </message>
    <message>
        <source>DECREASE −1</source>
        <extracomment>Power button (R5.2). Room: 16 characters.</extracomment>
        <translation>MINSKA&#xa0;−1</translation>
    </message>
    <message>
        <source>INCREASE +1</source>
        <extracomment>Power button (R5.2). Room: 16 characters.</extracomment>
        <translation>ÖKA&#xa0;+1</translation>
    </message>
    <message numerus="yes">
        <source>REROLL %n</source>
        <extracomment>Power button while choosing dice (R5.3): throw the %n chosen dice. Room: 10 characters.</extracomment>
        <translation>
            <numerusform>KASTA OM %n</numerusform>
            <numerusform>KASTA OM %n</numerusform>
        </translation>
    </message>
    <message>
        <source>REROLL</source>
        <extracomment>Power button (R5.3). Room: 9 characters.</extracomment>
        <translation>KASTA OM</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>MAGDAGDON: these dice cannot be placed.</source>
        <extracomment>Replay step, after a ROLL or a power that leaves no legal way to place the dice (R6.1). Room: 55 characters.</extracomment>
        <translation>MAGDAGDON: de här tärningarna kan inte placeras.</translation>
    </message>
    <message>
        <source>MAGDAGDON accepted: the cell at row %1, column %2 becomes a RUIN</source>
        <extracomment>Replay step: an accepted MAGDAGDON ruined a cell; %1 row, %2 column. Room: 84 characters.</extracomment>
        <translation>MAGDAGDON accepterad: rutan på rad %1, kolumn %2 blir en RUIN</translation>
    </message>
    <message>
        <source>CONFIRM: the prepared dice stay</source>
        <extracomment>Replay step: CONFIRM made the prepared dice permanent. Room: 47 characters.</extracomment>
        <translation>BEKRÄFTA: de förberedda tärningarna ligger kvar</translation>
    </message>
    <message>
        <source>ROLL: %1</source>
        <extracomment>Replay step: the four dice rolled; %1 their values as a list (&quot;3, 4, 5 and 6&quot;). Room: 9 characters.</extracomment>
        <translation>KASTA: %1</translation>
    </message>
    <message>
        <source>%1 prepared on row %2, column %3</source>
        <extracomment>Replay step: a die prepared on a cell; %1 its value, %2 row, %3 column. Room: 37 characters.</extracomment>
        <translation>En %1:a förbereddes på rad %2, kolumn %3</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <extracomment>Replay step: prepared dice returned to the tray; %1 their values as a list (&quot;4&quot; or &quot;4 and 5&quot;). Room: 17 characters.</extracomment>
        <translation>Togs tillbaka: %1</translation>
    </message>
    <message>
        <source>%1: %2 becomes %3</source>
        <extracomment>Replay step: a Majda Power changed one die; %1 the power&apos;s button word (DECREASE −1, INCREASE +1), %2 the die before, %3 after. Room: 16 characters.</extracomment>
        <translation>%1: %2 blir %3</translation>
    </message>
    <message>
        <source>%1: now %2</source>
        <extracomment>Replay step: a Majda Power threw dice again; %1 the power&apos;s button word (REROLL), %2 the four dice after it as a list (&quot;3, 4, 5 and 6&quot;). Room: 14 characters.</extracomment>
        <translation>%1: nu %2</translation>
    </message>
    <message>
        <source>The empty board, before the first ROLL</source>
        <extracomment>Replay step text at position 0. Room: 54 characters.</extracomment>
        <translation>Det tomma brädet, före första kastet</translation>
    </message>
    <message>
        <source>The board is full: game over.</source>
        <extracomment>Replay step text at the end, after the last action&apos;s own line (R8.1). Room: 46 characters.</extracomment>
        <translation>Brädet är fullt: spelet är slut.</translation>
    </message>
    <message>
        <source>Daily %1 · %2</source>
        <extracomment>Replay title of a daily challenge; %1 the date, %2 the difficulty. Room: 18 characters.</extracomment>
        <translation>Dagsutmaningen %1 · %2</translation>
    </message>
    <message>
        <source>Game of %1 · %2</source>
        <extracomment>Replay title of a game; %1 the date it was played, %2 the difficulty. Room: 16 characters.</extracomment>
        <translation>Spelet från %1 · %2</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>REPLAY</source>
        <extracomment>Title of the replay screen. Room: 9 characters.</extracomment>
        <translation>REPRIS</translation>
    </message>
    <message>
        <source>code %1</source>
        <extracomment>Replay screen: the game&apos;s code under its title; %1 is the code. Room: 8 characters.</extracomment>
        <translation>kod %1</translation>
    </message>
    <message>
        <source>Before the first turn</source>
        <extracomment>Replay screen before the first ROLL. Room: 30 characters.</extracomment>
        <translation>Före första turen</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <extracomment>Replay screen: the turn shown; %1 the turn, %2 how many turns the game had. Room: 13 characters.</extracomment>
        <translation>Tur %1 av %2</translation>
    </message>
    <message>
        <source>Final score %1</source>
        <extracomment>Replay screen at the end: the final score; %1 the score (formatted). Room: 17 characters.</extracomment>
        <translation>Slutpoäng %1</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>Replay screen: the running score of the permanent board; %1 the score (formatted). Room: 9 characters.</extracomment>
        <translation>Poäng %1</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <extracomment>Screen-reader name of the replay button: back to this turn&apos;s ROLL (or the turn before).</extracomment>
        <translation>Föregående tur</translation>
    </message>
    <message>
        <source>Previous action</source>
        <extracomment>Screen-reader name of the replay button: one action back.</extracomment>
        <translation>Föregående handling</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>Screen-reader name of the replay button while playing: stop.</extracomment>
        <translation>Paus</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>Screen-reader name of the replay button: play the game at a readable pace.</extracomment>
        <translation>Spela upp</translation>
    </message>
    <message>
        <source>Next action</source>
        <extracomment>Screen-reader name of the replay button: one action forward.</extracomment>
        <translation>Nästa handling</translation>
    </message>
    <message>
        <source>Next turn</source>
        <extracomment>Screen-reader name of the replay button: to the next turn&apos;s ROLL (the final board after the last).</extracomment>
        <translation>Nästa tur</translation>
    </message>
    <message>
        <source>Turn</source>
        <extracomment>Replay screen, before the slider that jumps to a turn. Room: 7 characters.</extracomment>
        <translation>Tur</translation>
    </message>
    <message>
        <source>Jump to a turn</source>
        <extracomment>Screen-reader name of the slider that jumps to a turn of the replay.</extracomment>
        <translation>Hoppa till en tur</translation>
    </message>
    <message>
        <source>REVIEW</source>
        <extracomment>Replay screen button: the turn-by-turn review of the recorded game against the strong player. Room: 9 characters.</extracomment>
        <translation>GENOMGÅNG</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>REVIEW</source>
        <extracomment>Title of the after-game review screen. Room: 9 characters.</extracomment>
        <translation>GENOMGÅNG</translation>
    </message>
    <message>
        <source>The expert could not finish this review.</source>
        <extracomment>Review screen: the review stopped on an error; TRY AGAIN under it starts it over. Room: any length (the page scrolls).</extracomment>
        <translation>Experten kunde inte slutföra genomgången.</translation>
    </message>
    <message numerus="yes">
        <source>The expert is going through your %n turns…</source>
        <extracomment>Review screen while the expert goes through the game; %n is the number of turns. Room: any length (the page scrolls).</extracomment>
        <translation>
            <numerusform>Experten går igenom din %n&#xa0;tur…</numerusform>
            <numerusform>Experten går igenom dina %n&#xa0;turer…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turns as good as the expert&apos;s: %n of %1</source>
        <extracomment>Review summary, first part; %n turns played as well as the expert, %1 the number of turns reviewed. Room: 49 characters.</extracomment>
        <translation>
            <numerusform>Turer lika bra som expertens: %n av %1</numerusform>
            <numerusform>Turer lika bra som expertens: %n av %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %Ln points lost in all</source>
        <extracomment>Review summary, after the first part; %Ln the expected points lost in all (a whole number; a plural message). Room: 35 characters.</extracomment>
        <translation>
            <numerusform>omkring %Ln&#xa0;poäng förlorade totalt</numerusform>
            <numerusform>omkring %Ln&#xa0;poäng förlorade totalt</numerusform>
        </translation>
    </message>
    <message>
        <source>Points lost: the final score the expert expects from that turn&apos;s position, minus what it expects after your choice.</source>
        <extracomment>Review: what &quot;points lost&quot; means, under the summary. Room: any length (the page scrolls).</extracomment>
        <translation>Förlorade poäng: den slutpoäng som experten väntar sig från turens läge, minus slutpoängen den väntar sig efter ditt val.</translation>
    </message>
    <message>
        <source>TRY AGAIN</source>
        <extracomment>Review screen button after a failed review: the expert goes through the game again. Room: 13 characters.</extracomment>
        <translation>FÖRSÖK IGEN</translation>
    </message>
    <message>
        <source>No turn to review yet.</source>
        <extracomment>Review screen of a game without a finished turn. Room: any length (the page scrolls).</extracomment>
        <translation>Ingen tur att gå igenom än.</translation>
    </message>
</context>
<context>
    <name>ReviewTurnDelegate</name>
    <message>
        <source>MAGDAGDON accepted, one RUIN</source>
        <extracomment>Review: the turn was a MAGDAGDON, accepted; a cell was ruined. Room: 40 characters.</extracomment>
        <translation>MAGDAGDON accepterad, en RUIN</translation>
    </message>
    <message numerus="yes">
        <source>%n dice placed</source>
        <extracomment>Review: how many dice the player placed this turn. Room: 20 characters.
----------
Review: what the expert would have placed; %n is how many dice.</extracomment>
        <translation>
            <numerusform>%n&#xa0;tärning placerad</numerusform>
            <numerusform>%n&#xa0;tärningar placerade</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on a %2</source>
        <extracomment>Review: a Majda Power the player used on one die; %1 the power button&apos;s name (DECREASE −1, INCREASE +1), %2 the die&apos;s value before it. Room: 9 characters.</extracomment>
        <translation>%1 på en %2:a</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n dice: %2</source>
        <extracomment>Review: a Majda Power the player used to throw dice again; %n is how many dice, %1 the power button&apos;s name (REROLL), %2 the new values as a list (&quot;2 and 5&quot;). Room: 16 characters.</extracomment>
        <translation>
            <numerusform>%1, %n&#xa0;tärning: %2</numerusform>
            <numerusform>%1, %n&#xa0;tärningar: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on the %2, then %n dice placed</source>
        <extracomment>Review: the expert would have used a Majda Power on one die, then placed dice (shown on its board); %1 the power button&apos;s name (DECREASE −1, INCREASE +1), %2 the die&apos;s value, %n how many dice. Room: 38 characters.</extracomment>
        <translation>
            <numerusform>%1 på %2:an, sedan %n&#xa0;tärning placerad</numerusform>
            <numerusform>%1 på %2:an, sedan %n&#xa0;tärningar placerade</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on the %2 first</source>
        <extracomment>Review: the expert would have used a Majda Power on one die; %1 the power button&apos;s name (DECREASE −1, INCREASE +1), %2 the die&apos;s value. Room: 20 characters.</extracomment>
        <translation>%1 på %2:an först</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n dice first</source>
        <extracomment>Review: the expert would have thrown dice again; %n is how many dice, %1 the power button&apos;s name (REROLL). Room: 17 characters.</extracomment>
        <translation>
            <numerusform>%1 %n&#xa0;tärning först</numerusform>
            <numerusform>%1 %n&#xa0;tärningar först</numerusform>
        </translation>
    </message>
    <message>
        <source>MAGDAGDON accepted, RUIN on ×</source>
        <extracomment>Review: the expert would have accepted the MAGDAGDON and ruined the marked cell. Room: 41 characters.</extracomment>
        <translation>MAGDAGDON accepterad, RUIN på ×</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>Review: the turn&apos;s heading; %1 is its number. Room: 8 characters.</extracomment>
        <translation>Tur %1</translation>
    </message>
    <message>
        <source>✓ best play</source>
        <extracomment>Review: the player&apos;s turn was as good as the expert&apos;s. Room: 16 characters.</extracomment>
        <translation>✓ bästa draget</translation>
    </message>
    <message numerus="yes">
        <source>−%Ln points</source>
        <extracomment>Review: the expected points lost this turn; %Ln a whole number like 5 (a plural message). Room: 12 characters.</extracomment>
        <translation>
            <numerusform>−%Ln&#xa0;poäng</numerusform>
            <numerusform>−%Ln&#xa0;poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>You played</source>
        <extracomment>Review column heading: what the player did this turn. Room: 14 characters.</extracomment>
        <translation>Du spelade</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Review column heading: what the expert (the HINT) would have done. Room: 9 characters.</extracomment>
        <translation>Experten</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>RULES</source>
        <extracomment>Title of the rules screen, shown in the navigation bar. Room: 8 characters. In capitals.</extracomment>
        <translation>REGLER</translation>
    </message>
    <message>
        <source>Goal</source>
        <extracomment>Rules screen, section heading (goal of the game). Room: 7 characters. In capitals.</extracomment>
        <translation>Mål</translation>
    </message>
    <message>
        <source>Fill the 4×4 board while you grow one single connected field of numbers. Score as many points as you can with strong rows and columns, and keep RUINS off the board.</source>
        <extracomment>Rules screen, &quot;Goal&quot; section. RUINS as in the glossary. Room: any length (the page scrolls).</extracomment>
        <translation>Fyll brädet på 4×4&#xa0;rutor medan du bygger upp ett enda sammanhängande fält av tal. Samla så många poäng du kan med starka rader och kolumner, och håll RUINER borta från brädet.</translation>
    </message>
    <message>
        <source>A turn</source>
        <extracomment>Rules screen, section heading. Room: 9 characters.</extracomment>
        <translation>En tur</translation>
    </message>
    <message>
        <source>Press ROLL: four ordinary six-sided dice are thrown.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet. ROLL is the button name (glossary). Room: any length (the page scrolls).</extracomment>
        <translation>Tryck på KASTA: fyra vanliga sexsidiga tärningar kastas.</translation>
    </message>
    <message>
        <source>The smallest number of dice you must place each turn depends on the difficulty.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Hur många tärningar du minst måste placera varje tur beror på svårighetsgraden.</translation>
    </message>
    <message>
        <source>As soon as that minimum is prepared, CONFIRM becomes available. You may still prepare more dice first; the dice you leave unused are discarded when you confirm.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet. CONFIRM is the button name (glossary). Room: any length (the page scrolls).</extracomment>
        <translation>Så snart minimumet är förberett blir BEKRÄFTA tillgängligt. Du kan fortfarande förbereda fler tärningar innan du bekräftar; oanvända tärningar kastas bort när du bekräftar.</translation>
    </message>
    <message>
        <source>Choose a die, then one of the highlighted cells where it may go, to prepare it on the board. Dragging the die onto the cell does the same.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Välj en tärning och sedan en av de markerade rutorna där den får ligga, så förbereds den på brädet. Du kan också dra tärningen till rutan.</translation>
    </message>
    <message>
        <source>Until you press CONFIRM, choose a prepared die to take it back and change your mind. After CONFIRM the numbers stay where they are for the rest of the game.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet. CONFIRM is the button name. Room: any length (the page scrolls).</extracomment>
        <translation>Innan du trycker på BEKRÄFTA kan du välja en förberedd tärning för att ta tillbaka den och ändra dig. Efter BEKRÄFTA ligger talen kvar resten av spelet.</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>Rules screen, section heading. Room: 14 characters.</extracomment>
        <translation>Svårighetsgrad</translation>
    </message>
    <message>
        <source>PEACEFUL: 3 Majda Powers, at least 2 dice per turn. Using the powers costs −10, −20 and then −40 points, in the order you use them.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet. PEACEFUL is a difficulty name and stays in English; &quot;Majda Power&quot; stays as is in every language. Room: any length (the page scrolls).</extracomment>
        <translation>PEACEFUL: 3&#xa0;Majda Powers, minst 2&#xa0;tärningar per tur. Att använda dem kostar&#xa0;−10,&#xa0;−20&#xa0;och sedan&#xa0;−40&#xa0;poäng, i den ordning du använder dem.</translation>
    </message>
    <message>
        <source>SURVIVAL: 1 Majda Power, at least 2 dice per turn. Using the power costs −70 points.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet. SURVIVAL is a difficulty name and stays in English. Room: any length (the page scrolls).</extracomment>
        <translation>SURVIVAL: 1&#xa0;Majda Power, minst 2&#xa0;tärningar per tur. Att använda den kostar&#xa0;−70&#xa0;poäng.</translation>
    </message>
    <message>
        <source>NIGHTMARE: no Majda Power, at least 3 dice per turn.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet. NIGHTMARE is a difficulty name and stays in English. Room: any length (the page scrolls).</extracomment>
        <translation>NIGHTMARE: ingen Majda Power, minst 3&#xa0;tärningar per tur.</translation>
    </message>
    <message>
        <source>When fewer empty cells are left than the usual minimum, the minimum drops to the number of empty cells. In NIGHTMARE the last two cells therefore need 2 dice, and the very last cell 1.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet about the minimum near the end of the game. Room: any length (the page scrolls).</extracomment>
        <translation>När färre tomma rutor återstår än det vanliga minimumet sjunker kravet till antalet tomma rutor. I NIGHTMARE behöver de två sista rutorna därför 2&#xa0;tärningar och den allra sista 1.</translation>
    </message>
    <message>
        <source>Changing the difficulty in SETTINGS starts a new game. Each difficulty keeps its own high-score table.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet. SETTINGS is the name of the settings screen (glossary). Room: any length (the page scrolls).</extracomment>
        <translation>Byter du svårighetsgrad i INSTÄLLNINGAR börjar ett nytt spel. Varje svårighetsgrad har sin egen topplista.</translation>
    </message>
    <message>
        <source>Valid placement</source>
        <extracomment>Rules screen, section heading (where a die may be placed). Room: 21 characters.</extracomment>
        <translation>Giltig placering</translation>
    </message>
    <message>
        <source>While the board holds no number at all (the first die of the game, or a board with only RUINS), a die may go on any empty cell.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet. RUINS as in the glossary. Room: any length (the page scrolls).</extracomment>
        <translation>Så länge brädet inte har något tal alls (spelets första tärning, eller ett bräde med bara RUINER) får en tärning läggas i vilken tom ruta som helst.</translation>
    </message>
    <message>
        <source>Every other die must touch at least one number along a side: above, below, left or right. Touching at a corner does not count.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Alla andra tärningar måste ligga kant i kant med minst ett tal: ovanför, under, till vänster eller till höger. Att bara nudda ett hörn räknas inte.</translation>
    </message>
    <message>
        <source>Its value may differ by at most 1 from every number it touches along a side. Equal values are allowed.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Dess värde får skilja sig med högst 1&#xa0;från varje tal den ligger kant i kant med. Lika värden är tillåtna.</translation>
    </message>
    <message>
        <source>A RUIN is not a number: it connects nothing and puts no limit on the cells next to it.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet. RUIN as in the glossary. Room: any length (the page scrolls).</extracomment>
        <translation>En RUIN är inget tal: den binder inte ihop något och begränsar inte rutorna bredvid.</translation>
    </message>
    <message>
        <source>Dice prepared earlier in the same turn already count when the next ones are checked, so the order in which you place your dice can change what is allowed.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Tärningar som förberetts tidigare under samma tur räknas redan när nästa kontrolleras, så ordningen du lägger tärningarna i kan ändra vad som är tillåtet.</translation>
    </message>
    <message>
        <source>Example: an empty cell next to both a 3 and a 4 accepts only a 3 or a 4.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; example, shown in a highlighted box below the bullets. Room: any length (the page scrolls).</extracomment>
        <translation>Exempel: en tom ruta som ligger intill både en 3:a och en 4:a tar bara emot en 3:a eller en 4:a.</translation>
    </message>
    <message>
        <source>Majda Power</source>
        <extracomment>Rules screen, section heading. &quot;Majda Power&quot; is a name and stays as is in every language. Room: 16 characters.</extracomment>
        <translation>Majda Power</translation>
    </message>
    <message>
        <source>How many Majda Powers you may use in a game depends on the difficulty: PEACEFUL 3, SURVIVAL 1, NIGHTMARE 0.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. Difficulty names stay in English. Room: any length (the page scrolls).</extracomment>
        <translation>Hur många Majda Powers du får använda under ett spel beror på svårighetsgraden: PEACEFUL 3, SURVIVAL 1, NIGHTMARE 0.</translation>
    </message>
    <message>
        <source>DECREASE −1 or INCREASE +1 changes the value of one available die by exactly 1. A value never goes below 1 or above 6. Each change uses 1 power.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. DECREASE −1 and INCREASE +1 are button names (glossary). Room: any length (the page scrolls).</extracomment>
        <translation>MINSKA&#xa0;−1 eller ÖKA&#xa0;+1 ändrar värdet på en tillgänglig tärning med exakt 1. Värdet blir aldrig lägre än 1&#xa0;eller högre än 6. Varje ändring kostar 1&#xa0;användning.</translation>
    </message>
    <message>
        <source>REROLL lets you select one or more available dice and throw them again together. One REROLL uses 1 power, however many dice it throws.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. REROLL is a button name (glossary). Room: any length (the page scrolls).</extracomment>
        <translation>Med KASTA OM väljer du en eller flera tillgängliga tärningar och kastar om dem tillsammans. En KASTA OM-handling kostar 1&#xa0;användning oavsett hur många tärningar som kastas om.</translation>
    </message>
    <message>
        <source>In PEACEFUL the 1st power costs 10 points, the 2nd another 20 and the 3rd another 40, so all three together cost 70 points.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet about the PEACEFUL penalties. Room: any length (the page scrolls).</extracomment>
        <translation>I PEACEFUL kostar den 1:a användningen 10&#xa0;poäng, den 2:a ytterligare 20&#xa0;och den 3:e ytterligare 40, så alla tre kostar tillsammans 70&#xa0;poäng.</translation>
    </message>
    <message>
        <source>In SURVIVAL the single power costs 70 points. NIGHTMARE has no powers and so no power penalty.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>I SURVIVAL kostar den enda Power 70&#xa0;poäng. NIGHTMARE har inga Powers och alltså inget Power-straff.</translation>
    </message>
    <message>
        <source>Powers are optional and may be used several times in the same turn, as long as uses are left.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Powers är frivilliga och får användas flera gånger under samma tur så länge det finns användningar kvar.</translation>
    </message>
    <message>
        <source>A prepared die must first be taken back from the board before a power can change or reroll it.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>En förberedd tärning måste först tas tillbaka från brädet innan en Power kan ändra den eller kasta om den.</translation>
    </message>
    <message>
        <source>MAGDAGDON &amp; ruins</source>
        <extracomment>Rules screen, section heading. MAGDAGDON stays as is; RUINS as in the glossary. Room: 24 characters.</extracomment>
        <translation>MAGDAGDON &amp; ruiner</translation>
    </message>
    <message>
        <source>If no order of placements lets the current roll place the minimum your difficulty asks for, the turn falls into MAGDAGDON.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Om ingen ordning av placeringar låter det aktuella kastet placera det minimum som din svårighetsgrad kräver, hamnar turen i MAGDAGDON.</translation>
    </message>
    <message>
        <source>You may use a Majda Power to rescue the roll if your difficulty still leaves you one, or ACCEPT MAGDAGDON even with powers left.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet. ACCEPT MAGDAGDON is a button name. Room: any length (the page scrolls).</extracomment>
        <translation>Du kan använda en Majda Power för att rädda kastet om svårighetsgraden fortfarande ger dig en, eller ACCEPTERA MAGDAGDON även om du har Powers kvar.</translation>
    </message>
    <message>
        <source>When you accept MAGDAGDON, choose any empty cell. It becomes a RUIN for the rest of the game, and the turn ends.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet. RUIN as in the glossary. Room: any length (the page scrolls).</extracomment>
        <translation>När du accepterar MAGDAGDON väljer du valfri tom ruta. Den blir en RUIN resten av spelet och turen tar slut.</translation>
    </message>
    <message>
        <source>Each RUIN costs 15 points in the final score.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Varje RUIN kostar 15&#xa0;poäng i sluträkningen.</translation>
    </message>
    <message>
        <source>While a valid way to place the minimum exists, badly prepared dice cannot force a MAGDAGDON: take dice back or place them in another order instead.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet (R6.4: a dead end caused by the player&apos;s own prepared dice). Room: any length (the page scrolls).</extracomment>
        <translation>Så länge det finns ett giltigt sätt att placera minimumet kan illa förberedda tärningar inte framkalla MAGDAGDON: ta tillbaka tärningar eller lägg dem i en annan ordning i stället.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <extracomment>Rules screen, section heading (how points are counted). Room: 12 characters.</extracomment>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <source>Every row and every column scores the sum of its numbers. Since each cell lies in one row and one column, every number really counts twice in the base score.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Varje rad och varje kolumn ger summan av sina tal. Eftersom varje ruta ligger i en rad och en kolumn räknas varje tal i själva verket två gånger i grundpoängen.</translation>
    </message>
    <message>
        <source>A row or column holding four numbers can earn one combination bonus, the best that applies: STRAIGHT +60, FOUR OF A KIND +40 or TWO PAIRS +20.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. STRAIGHT, FOUR OF A KIND and TWO PAIRS as in the glossary. Room: any length (the page scrolls).</extracomment>
        <translation>En rad eller kolumn med fyra tal kan ge en enda kombinationsbonus, den bästa som gäller: STEGE&#xa0;+60, FYRTAL&#xa0;+40&#xa0;eller TVÅ PAR&#xa0;+20.</translation>
    </message>
    <message>
        <source>A STRAIGHT is four values that step by exactly 1 in one direction, for example 1-2-3-4, 3-4-5-6, 4-3-2-1 or 6-5-4-3.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. STRAIGHT as in the glossary. Room: any length (the page scrolls).</extracomment>
        <translation>En STEGE är fyra värden som ändras med exakt 1&#xa0;åt samma håll, till exempel 1-2-3-4, 3-4-5-6, 4-3-2-1&#xa0;eller 6-5-4-3.</translation>
    </message>
    <message>
        <source>FOUR OF A KIND is four equal values. TWO PAIRS is two values that each appear exactly twice, in any positions, for example 3-4-4-3 or 2-2-5-5.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. FOUR OF A KIND and TWO PAIRS as in the glossary. Room: any length (the page scrolls).</extracomment>
        <translation>FYRTAL är fyra lika värden. TVÅ PAR är två värden som finns exakt två gånger var, på valfria platser, till exempel 3-4-4-3&#xa0;eller 2-2-5-5.</translation>
    </message>
    <message>
        <source>A line with a RUIN still scores the sum of its other numbers, but never a combination bonus.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>En linje med en RUIN ger fortfarande summan av sina övriga tal, men aldrig någon kombinationsbonus.</translation>
    </message>
    <message>
        <source>Each RUIN takes 15 points off the total.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Varje RUIN drar av 15&#xa0;poäng från totalen.</translation>
    </message>
    <message>
        <source>Last, the Majda Power penalties come off: PEACEFUL −10, −20 and −40 in the order of use; SURVIVAL −70 for its one use; NIGHTMARE nothing.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. Difficulty names stay in English. Room: any length (the page scrolls).</extracomment>
        <translation>Till sist dras straffen för Majda Power bort: PEACEFUL&#xa0;−10,&#xa0;−20&#xa0;och&#xa0;−40&#xa0;i den ordning de används; SURVIVAL&#xa0;−70&#xa0;för sin enda användning; NIGHTMARE inget.</translation>
    </message>
    <message>
        <source>Final score = base score + line bonuses − RUIN penalties − power penalties</source>
        <extracomment>Rules screen, &quot;Scoring&quot;: the final formula, shown in a highlighted box. Room: any length (the page scrolls).</extracomment>
        <translation>Slutpoäng =&#xa0;grundpoäng +&#xa0;linjebonusar −&#xa0;straff för RUINER −&#xa0;straff för Powers</translation>
    </message>
    <message>
        <source>End of the game</source>
        <extracomment>Rules screen, section heading. Room: 21 characters.</extracomment>
        <translation>Spelets slut</translation>
    </message>
    <message>
        <source>The game ends when all 16 cells hold a number or a RUIN. Your final score, with every RUIN and Majda Power penalty, is worked out at once and saved in the high-score table of the difficulty you played, together with the date, the number of turns and the Majda Powers used.</source>
        <extracomment>Rules screen, &quot;End of the game&quot; paragraph. Room: any length (the page scrolls).</extracomment>
        <translation>Spelet är slut när alla 16&#xa0;rutor innehåller ett tal eller en RUIN. Slutpoängen, med alla straff för RUINER och Majda Powers, räknas ut direkt och sparas i topplistan för den svårighetsgrad du spelade, tillsammans med datum, antal turer och hur många Majda Powers du använde.</translation>
    </message>
    <message>
        <source>How to play MAGDAGDON</source>
        <extracomment>Rules screen, big title at the top. The game&apos;s name stays MAGDAGDON. Room: 30 characters.</extracomment>
        <translation>Så spelar du MAGDAGDON</translation>
    </message>
</context>
<context>
    <name>SaveProblemBanner</name>
    <message>
        <source>Your game history could not be saved; the game keeps trying.</source>
        <extracomment>Notice in the window while the game history (statistics, replays, daily results) cannot be written; it is tried again. Room: 84 characters.</extracomment>
        <translation>Din spelhistorik kunde inte sparas; spelet försöker igen.</translation>
    </message>
    <message>
        <source>The game history file cannot be used: the games you play now are kept only until you quit.</source>
        <extracomment>Notice in the window: the game history file cannot be read or is not a file (a folder, a device); it is never overwritten. Room: 126 characters.</extracomment>
        <translation>Filen med spelhistoriken kan inte användas: spelen du spelar nu finns bara kvar tills du avslutar.</translation>
    </message>
    <message>
        <source>The game history was damaged; the damaged part was set aside and the rest kept.</source>
        <extracomment>Notice in the window at start: part of the game history file was unreadable; a copy was kept beside it. Room: 111 characters.</extracomment>
        <translation>Spelhistoriken var skadad; den skadade delen har lagts undan och resten har behållits.</translation>
    </message>
</context>
<context>
    <name>ScoreRow</name>
    <message>
        <source>★ %1</source>
        <extracomment>High-score table: the star before the new record&apos;s rank; %1 the rank. Room: 5 characters.</extracomment>
        <translation>★ %1</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>SETTINGS</source>
        <extracomment>Title of the settings screen (glossary: SETTINGS). Room: 13 characters.</extracomment>
        <translation>INSTÄLLNINGAR</translation>
    </message>
    <message numerus="yes">
        <source>at least %Ln dice per turn</source>
        <extracomment>Settings, a difficulty&apos;s dice rule (R2.1); %Ln is the fewest dice a turn must place (a plural message). Room: 33 characters.</extracomment>
        <translation>
            <numerusform>minst %Ln&#xa0;tärning per tur</numerusform>
            <numerusform>minst %Ln&#xa0;tärningar per tur</numerusform>
        </translation>
    </message>
    <message>
        <source>No Majda Power · %1</source>
        <extracomment>Settings, a difficulty without powers; %1 is &quot;at least 3 dice per turn&quot;. Room: 24 characters.</extracomment>
        <translation>Ingen Majda Power · %1</translation>
    </message>
    <message numerus="yes">
        <source>%n Majda Powers (%1) · %2</source>
        <extracomment>Settings, a difficulty&apos;s powers; %n the number of powers, %1 their costs in order as a list (&quot;−10, −20 and −40&quot;), %2 &quot;at least 2 dice per turn&quot;. Room: 27 characters.</extracomment>
        <translation>
            <numerusform>%n&#xa0;Majda Power (%1) · %2</numerusform>
            <numerusform>%n&#xa0;Majda Powers (%1) · %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Change to %1? The game in progress ends and is not recorded.</source>
        <extracomment>Question before changing the difficulty mid-game (R2.2); %1 is the new difficulty. Room: any length (the page scrolls).</extracomment>
        <translation>Byta till %1? Spelet som pågår avslutas och sparas inte.</translation>
    </message>
    <message>
        <source>CHANGE AND START</source>
        <extracomment>Dialog button: change the difficulty and start a new game. Room: 23 characters.</extracomment>
        <translation>BYT OCH STARTA</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>Settings section heading. Room: 14 characters.</extracomment>
        <translation>Svårighetsgrad</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Settings section heading. Room: 12 characters.</extracomment>
        <translation>Språk</translation>
    </message>
    <message>
        <source>Look</source>
        <extracomment>Settings section heading: the colour theme, text size and motion. Room: 9 characters.</extracomment>
        <translation>Utseende</translation>
    </message>
    <message>
        <source>As the system</source>
        <extracomment>Settings, theme choice: follow the desktop&apos;s light, dark or high-contrast scheme. Room: 19 characters.</extracomment>
        <translation>Som systemet</translation>
    </message>
    <message>
        <source>Light, dark or high contrast, as the desktop is set</source>
        <extracomment>Settings, under &quot;As the system&quot;: it also follows the desktop&apos;s high-contrast setting. Room: any length (the page scrolls).</extracomment>
        <translation>Ljust, mörkt eller hög kontrast, som skrivbordet är inställt</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>Settings, theme choice: the light theme (warm paper). Room: 8 characters.</extracomment>
        <translation>Ljust</translation>
    </message>
    <message>
        <source>Warm paper and a walnut board</source>
        <extracomment>Settings, under the light theme. Room: 42 characters.</extracomment>
        <translation>Varmt papper och ett bräde av valnöt</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>Settings, theme choice: the dark theme. Room: 7 characters.</extracomment>
        <translation>Mörkt</translation>
    </message>
    <message>
        <source>The walnut board at night</source>
        <extracomment>Settings, under the dark theme. Room: 35 characters.</extracomment>
        <translation>Valnötsbrädet om natten</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Settings, theme choice: high contrast. Room: 19 characters.</extracomment>
        <translation>Hög kontrast</translation>
    </message>
    <message>
        <source>Black on white, strong marks</source>
        <extracomment>Settings, under high contrast. Room: 40 characters.</extracomment>
        <translation>Svart på vitt, tydliga markeringar</translation>
    </message>
    <message>
        <source>This run uses the look it was started with. Your choice is kept for the next start.</source>
        <extracomment>Settings, under the theme choices, when the game was started with another look for this run only (the --theme option). Room: any length (the page scrolls).</extracomment>
        <translation>Den här gången används utseendet som spelet startades med. Ditt val sparas till nästa start.</translation>
    </message>
    <message>
        <source>Text size</source>
        <extracomment>Settings: heading of the text size choices. Room: 15 characters.</extracomment>
        <translation>Textstorlek</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>Settings, a text size choice; %1 is the percentage, e.g. 150. Room: 4 characters.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <extracomment>Settings: a switch that turns the animations off. Room: 20 characters.</extracomment>
        <translation>Mindre rörelse</translation>
    </message>
    <message>
        <source>Changes happen at once, without animations</source>
        <extracomment>Settings, under &quot;Reduced motion&quot;. Room: any length (the page scrolls).</extracomment>
        <translation>Ändringar sker direkt, utan animationer</translation>
    </message>
    <message>
        <source>Sound</source>
        <extracomment>Settings: heading of the sound choices. Room: 7 characters.</extracomment>
        <translation>Ljud</translation>
    </message>
    <message>
        <source>Sounds</source>
        <extracomment>Settings: a switch that turns the game&apos;s sounds on or off. Room: 14 characters.</extracomment>
        <translation>Ljudeffekter</translation>
    </message>
    <message>
        <source>The dice, the lines you complete, MAGDAGDON and records</source>
        <extracomment>Settings, under &quot;Sounds&quot;: what is heard (the system&apos;s own volume and mute apply too). Room: 77 characters.</extracomment>
        <translation>Tärningarna, raderna du fyller, MAGDAGDON och rekord</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>Settings: the name of the sound volume slider. Room: 9 characters.</extracomment>
        <translation>Volym</translation>
    </message>
</context>
<context>
    <name>ShareButton</name>
    <message>
        <source>COPIED ✓</source>
        <extracomment>SHARE button, for a moment after the text went to the clipboard. Room: 12 characters.</extracomment>
        <translation>KOPIERAT ✓</translation>
    </message>
    <message>
        <source>SHARE</source>
        <extracomment>Button: copy a spoiler-free text of the game (score, board in coloured squares, code) to the clipboard. Room: 8 characters.</extracomment>
        <translation>DELA</translation>
    </message>
    <message>
        <source>SHARE: copy the result, without the numbers, to the clipboard</source>
        <extracomment>Screen-reader name of the SHARE button.</extracomment>
        <translation>DELA: kopiera resultatet, utan siffrorna, till urklipp</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>MAGDAGDON is already running with %1 but does not answer: close that window (or end its process), then start again.</source>
        <extracomment>One line printed by a second start when the window already open with the same settings file (%1) does not answer (frozen); the start then ends.</extracomment>
        <translation>MAGDAGDON körs redan med %1 men svarar inte: stäng det fönstret (eller avsluta dess process) och starta sedan igen.</translation>
    </message>
    <message>
        <source>MAGDAGDON is already running with %1; that window is brought to the front.</source>
        <extracomment>One line printed by a second start, which then exits; %1 is the settings file&apos;s path.</extracomment>
        <translation>MAGDAGDON körs redan med %1; det fönstret visas nu överst.</translation>
    </message>
</context>
<context>
    <name>StatCard</name>
    <message>
        <source>%1: %2</source>
        <extracomment>Screen-reader name of a statistics card; %1 what the figure is, %2 the figure.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>STATISTICS</source>
        <extracomment>Title of the statistics screen. Room: 14 characters.</extracomment>
        <translation>STATISTIK</translation>
    </message>
    <message>
        <source>ALL GAMES</source>
        <extracomment>Statistics filter: every finished game. Room: 18 characters.</extracomment>
        <translation>ALLA SPEL</translation>
    </message>
    <message>
        <source>DAILIES</source>
        <extracomment>Statistics filter: only the counted daily challenges. Room: 10 characters.</extracomment>
        <translation>UTMANINGAR</translation>
    </message>
    <message>
        <source>No %1 daily finished yet. Play today&apos;s, and your statistics start here.</source>
        <extracomment>Statistics without a finished daily; %1 is the difficulty. Room: any length (the page scrolls).</extracomment>
        <translation>Ingen utmaning i %1 avslutad än. Spela dagens, så börjar din statistik här.</translation>
    </message>
    <message>
        <source>No %1 game finished yet. Play your first, and your statistics start here.</source>
        <extracomment>Statistics without a finished game; %1 is the difficulty. Room: any length (the page scrolls).</extracomment>
        <translation>Inget spel i %1 avslutat än. Spela ditt första, så börjar din statistik här.</translation>
    </message>
    <message>
        <source>PLAY</source>
        <extracomment>Statistics empty state: the button back to the board to play. Room: 7 characters.</extracomment>
        <translation>SPELA</translation>
    </message>
    <message>
        <source>games played</source>
        <extracomment>Statistics figure: number of finished games. Room: 17 characters.</extracomment>
        <translation>spelade spel</translation>
    </message>
    <message>
        <source>mean score</source>
        <extracomment>Statistics figure: the mean final score. Room: 14 characters.</extracomment>
        <translation>medelpoäng</translation>
    </message>
    <message>
        <source>median score</source>
        <extracomment>Statistics figure: the median final score. Room: 17 characters.</extracomment>
        <translation>medianpoäng</translation>
    </message>
    <message>
        <source>best score</source>
        <extracomment>Statistics figure: the best final score. Room: 14 characters.</extracomment>
        <translation>bästa poäng</translation>
    </message>
    <message>
        <source>MAGDAGDONs per game</source>
        <extracomment>Statistics figure: MAGDAGDONs accepted (ruins) per game, on average. Room: 27 characters.</extracomment>
        <translation>MAGDAGDON per spel</translation>
    </message>
    <message>
        <source>Majda Powers per game</source>
        <extracomment>Statistics figure: Majda Powers used per game, on average. Room: 30 characters.</extracomment>
        <translation>Majda Powers per spel</translation>
    </message>
    <message>
        <source>daily streak</source>
        <extracomment>Statistics figure: days in a row with a finished daily, now. Room: 17 characters.</extracomment>
        <translation>utmaningssvit</translation>
    </message>
    <message>
        <source>best daily streak</source>
        <extracomment>Statistics figure: the longest run of days in a row with a finished daily. Room: 24 characters.</extracomment>
        <translation>längsta utmaningssvit</translation>
    </message>
    <message>
        <source>Final scores</source>
        <extracomment>Statistics plot title: how many games ended in each range of final scores. Room: 17 characters.</extracomment>
        <translation>Slutpoäng</translation>
    </message>
    <message>
        <source>Your first game</source>
        <extracomment>Statistics plot title after the player&apos;s only game so far. Room: 21 characters.</extracomment>
        <translation>Ditt första spel</translation>
    </message>
    <message numerus="yes">
        <source>The last %n games</source>
        <extracomment>Statistics plot title; %n is the number of games shown (100): the newest of more. Room: 22 characters.</extracomment>
        <translation>
            <numerusform>Senaste %n&#xa0;spel</numerusform>
            <numerusform>Senaste %n&#xa0;spel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your %n games</source>
        <extracomment>Statistics plot title; %n is the number of games shown: every game played so far. Room: 16 characters.</extracomment>
        <translation>
            <numerusform>Ditt %n&#xa0;spel</numerusform>
            <numerusform>Dina %n&#xa0;spel</numerusform>
        </translation>
    </message>
    <message>
        <source>a game</source>
        <extracomment>Legend of the history plot: each dot is one game&apos;s final score. Room: 10 characters.</extracomment>
        <translation>ett spel</translation>
    </message>
    <message numerus="yes">
        <source>mean of %n games</source>
        <extracomment>Legend of the history plot: the line is the mean of the last %n games (10) at each point. Room: 20 characters.</extracomment>
        <translation>
            <numerusform>snitt för %n&#xa0;spel</numerusform>
            <numerusform>snitt för %n&#xa0;spel</numerusform>
        </translation>
    </message>
    <message>
        <source>your second game draws the line of your mean</source>
        <extracomment>Legend of the history plot after one game: the line of the mean comes with the next game. Room: any length (the page scrolls).</extracomment>
        <translation>medellinjen börjar med ditt andra spel</translation>
    </message>
    <message>
        <source>Newest games</source>
        <extracomment>Statistics heading over the newest games, each with a REPLAY. Room: 17 characters.</extracomment>
        <translation>Senaste spelen</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message numerus="yes">
        <source>Still MAGDAGDON: use another Majda Power (%n left) or accept.</source>
        <extracomment>Status line after a Majda Power that did not rescue the MAGDAGDON; %n powers left. Room: 83 characters.</extracomment>
        <translation>
            <numerusform>Fortfarande MAGDAGDON: använd en Majda Power till (%n kvar) eller acceptera.</numerusform>
            <numerusform>Fortfarande MAGDAGDON: använd en Majda Power till (%n kvar) eller acceptera.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>MAGDAGDON: rescue it with a Majda Power (%n left) or accept.</source>
        <extracomment>Status line during MAGDAGDON with a power left; %n powers left. Room: 82 characters.</extracomment>
        <translation>
            <numerusform>MAGDAGDON: rädda kastet med en Majda Power (%n kvar) eller acceptera.</numerusform>
            <numerusform>MAGDAGDON: rädda kastet med en Majda Power (%n kvar) eller acceptera.</numerusform>
        </translation>
    </message>
    <message>
        <source>MAGDAGDON, and no Majda Power is left: press ACCEPT MAGDAGDON.</source>
        <extracomment>Status line during MAGDAGDON when every power of the game is used. Room: 87 characters.</extracomment>
        <translation>MAGDAGDON, och ingen Majda Power finns kvar: tryck på ACCEPTERA MAGDAGDON.</translation>
    </message>
    <message>
        <source>MAGDAGDON: no Majda Power can help here. Press ACCEPT MAGDAGDON.</source>
        <extracomment>Status line during MAGDAGDON when no roll at all fits the cells left, so a Majda Power cannot help (R6.2). Room: 90 characters.</extracomment>
        <translation>MAGDAGDON: ingen Majda Power kan hjälpa här. Tryck på ACCEPTERA MAGDAGDON.</translation>
    </message>
    <message>
        <source>That cell is taken.</source>
        <extracomment>Status line after the player chooses a cell that holds something (R4.1). Room: 27 characters.</extracomment>
        <translation>Den rutan är upptagen.</translation>
    </message>
    <message>
        <source>The %1 must go next to a number.</source>
        <extracomment>Status line after the player chooses a cell next to no number (R4.3); %1 the selected die&apos;s value. Room: 42 characters.</extracomment>
        <translation>%1:an måste ligga bredvid ett tal.</translation>
    </message>
    <message>
        <source>A %1 cannot go next to the %2.</source>
        <extracomment>Status line after the player chooses a cell next to a number too far from the die (R4.3); %1 the die&apos;s value, %2 the number. Room: 37 characters.</extracomment>
        <translation>En %1:a får inte ligga bredvid %2:an.</translation>
    </message>
    <message>
        <source>No way to place enough dice: take the %1 back.</source>
        <extracomment>Dead end (R6.4): the prepared dice block every way to place enough dice; %1 is the value of the die to take back. Room: 71 characters.</extracomment>
        <translation>Det går inte att placera tillräckligt många tärningar: ta tillbaka %1:an.</translation>
    </message>
    <message>
        <source>The %1 fits nowhere as it is; a %2 would fit (%3).</source>
        <extracomment>Status line: the selected die fits on no cell, but a Majda Power would give it one (R5.2); %1 its value, %2 the value the power makes of it, %3 the power button&apos;s name (DECREASE −1, INCREASE +1). Room: 62 characters.</extracomment>
        <translation>%1:an passar ingenstans som den är; en %2:a skulle passa (%3).</translation>
    </message>
    <message>
        <source>The %1 fits nowhere now: select another die, or take one back.</source>
        <extracomment>Status line: the selected die fits on no cell; %1 its value. Room: 90 characters.</extracomment>
        <translation>%1:an passar ingenstans nu: välj en annan tärning, eller ta tillbaka en.</translation>
    </message>
    <message>
        <source>The %1 fits nowhere now: select another die.</source>
        <extracomment>Status line: the selected die fits on no cell and nothing is prepared; %1 its value. Room: 71 characters.</extracomment>
        <translation>%1:an passar ingenstans nu: välj en annan tärning.</translation>
    </message>
    <message numerus="yes">
        <source>Ready: CONFIRM adds %1 points.</source>
        <extracomment>Status line: enough dice prepared and no other die has a cell; %1 the points this turn adds (signed, e.g. &quot;+24&quot;); CONFIRM is the button name. A plural message: the form follows the size of the number. Room: 40 characters.</extracomment>
        <translation>
            <numerusform>Klart: BEKRÄFTA ger %1&#xa0;poäng.</numerusform>
            <numerusform>Klart: BEKRÄFTA ger %1&#xa0;poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ready: CONFIRM adds %1 points, or place more dice first.</source>
        <extracomment>Status line: enough dice prepared; %1 the points this turn adds (signed, e.g. &quot;+24&quot;); CONFIRM is the button name. A plural message: the form follows the size of the number. Room: 76 characters.</extracomment>
        <translation>
            <numerusform>Klart: BEKRÄFTA ger %1&#xa0;poäng, eller placera fler tärningar först.</numerusform>
            <numerusform>Klart: BEKRÄFTA ger %1&#xa0;poäng, eller placera fler tärningar först.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>Status panel: the turn being played; %1 is the turn number. Room: 8 characters.</extracomment>
        <translation>Tur %1</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Status panel, small caption above the running score. Room: 8 characters.</extracomment>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>%1</source>
        <extracomment>The running score; %1 is the number, already written the language&apos;s way (with a true minus: −15). Room: 3 characters.</extracomment>
        <translation>%1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <extracomment>Screen-reader name of the running score; %1 is the score.</extracomment>
        <translation>Poäng: %1</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>percentage</comment>
        <extracomment>Risk line: the chance in percent, before the percent sign of the sentence it goes into; %1 is the number with one decimal, already written the language&apos;s way (&quot;12.5&quot;, &quot;12,5&quot;). Keep it as it is. Room: 3 characters.</extracomment>
        <translation>%1</translation>
    </message>
    <message numerus="yes">
        <source>%1
%n cells can never take a die (marked on the board).</source>
        <extracomment>Risk line with its cause on a second line: %1 the chance&apos;s sentence, %n how many cells no die can ever fill: their neighbours are more than 2 apart (R4.3); they are marked with a no-entry sign on the board. Room: 60 characters for the second line.</extracomment>
        <translation>
            <numerusform>%1
%n&#xa0;ruta kan aldrig ta emot en tärning (markerad på brädet).</numerusform>
            <numerusform>%1
%n&#xa0;rutor kan aldrig ta emot en tärning (markerade på brädet).</numerusform>
        </translation>
    </message>
    <message>
        <source>The board is full. Well played!</source>
        <extracomment>Status line when the game has ended with no RUIN on the board. Room: 44 characters.</extracomment>
        <translation>Brädet är fullt. Snyggt spelat!</translation>
    </message>
    <message>
        <source>Press ROLL to throw the four dice.</source>
        <extracomment>Status line at the start of a turn; ROLL is the button name. Room: 49 characters.</extracomment>
        <translation>Tryck på KASTA för att kasta de fyra tärningarna.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 becomes a %2 for −%n points: press CHANGE TO %2, or CANCEL.</source>
        <extracomment>Status line after one press of DECREASE −1 or INCREASE +1 (R5.2): the power button now reads CHANGE TO and the new value; %1 the die&apos;s value, %2 the value it would get, %n the points the use costs (a plural message). Room: 72 characters.</extracomment>
        <translation>
            <numerusform>%1:an blir en %2:a för −%n&#xa0;poäng: tryck ÄNDRA TILL %2 eller AVBRYT.</numerusform>
            <numerusform>%1:an blir en %2:a för −%n&#xa0;poäng: tryck ÄNDRA TILL %2 eller AVBRYT.</numerusform>
        </translation>
    </message>
    <message>
        <source>MAGDAGDON: %1 has no Majda Power. Press ACCEPT MAGDAGDON.</source>
        <extracomment>Status line during MAGDAGDON in a difficulty with no Majda Power; %1 the difficulty&apos;s name (NIGHTMARE: never translated). Room: 77 characters.</extracomment>
        <translation>MAGDAGDON: %1 har ingen Majda Power. Tryck på ACCEPTERA MAGDAGDON.</translation>
    </message>
    <message>
        <source>No further placement — take a die back.</source>
        <extracomment>Dead end warning (R6.4): the prepared dice block the only way to place enough dice. Room: 58 characters.</extracomment>
        <translation>Inga fler placeringar är möjliga&#xa0;– ta tillbaka en tärning.</translation>
    </message>
    <message>
        <source>HINT: your prepared dice match the play it advises; press CONFIRM.</source>
        <extracomment>HINT advice once the player&apos;s prepared dice are exactly the turn the HINT showed (its ghost dice all covered). Room: 93 characters.</extracomment>
        <translation>TIPS: dina förberedda tärningar motsvarar det föreslagna draget; tryck på BEKRÄFTA.</translation>
    </message>
    <message numerus="yes">
        <source>HINT: select the %1 and use %2 (−%Ln points).</source>
        <extracomment>HINT advice: a Majda Power that changes one die is worth its cost; %1 is the die&apos;s value (1-6), %2 the power button&apos;s name (DECREASE −1, INCREASE +1), %Ln the points the use costs (a plural message). Room: 54 characters.</extracomment>
        <translation>
            <numerusform>TIPS: välj %1:an och använd %2 (−%Ln&#xa0;poäng).</numerusform>
            <numerusform>TIPS: välj %1:an och använd %2 (−%Ln&#xa0;poäng).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>HINT: press %3, choose %n dice (%1), then %3 (%2).</source>
        <extracomment>HINT advice: a Majda Power that throws dice again is worth its cost; %n is how many dice, %1 their values as a list (&quot;2 and 5&quot;), %2 what the use costs (&quot;−10 points&quot;, the next message), %3 the power button&apos;s name (REROLL). Room: 56 characters.</extracomment>
        <translation>
            <numerusform>TIPS: tryck på %3, välj %n&#xa0;tärning (%1), sedan %3 (%2).</numerusform>
            <numerusform>TIPS: tryck på %3, välj %n&#xa0;tärningar (%1), sedan %3 (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least %n dice this turn · %1 prepared</source>
        <extracomment>Status panel: the minimum dice this turn (R2.1); %n is that number, %1 how many are prepared. Room: 51 characters.</extracomment>
        <translation>
            <numerusform>Minst %n&#xa0;tärning den här turen · förberedda: %1</numerusform>
            <numerusform>Minst %n&#xa0;tärningar den här turen · förberedda: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose an empty cell to make it a RUIN (−%1).</source>
        <extracomment>Status line after ACCEPT MAGDAGDON; %1 is the penalty (15). Room: 61 characters.</extracomment>
        <translation>Välj en tom ruta för att göra den till en RUIN (−%1).</translation>
    </message>
    <message numerus="yes">
        <source>The board is full, with %n RUINS.</source>
        <extracomment>Status line when the game has ended with RUINs on the board (a MAGDAGDON each); %n how many. Room: 44 characters.</extracomment>
        <translation>
            <numerusform>Brädet är fullt, med %n&#xa0;RUIN.</numerusform>
            <numerusform>Brädet är fullt, med %n&#xa0;RUINER.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose the dice to throw again (%n chosen), then REROLL (−%1).</source>
        <extracomment>Status line after REROLL: choose the dice to throw again; %n dice chosen so far, %1 the points the use costs. Room: 82 characters.</extracomment>
        <translation>
            <numerusform>Välj tärningarna som ska kastas om (%n vald), sedan KASTA OM (−%1).</numerusform>
            <numerusform>Välj tärningarna som ska kastas om (%n valda), sedan KASTA OM (−%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 fits nowhere as it is; a %2 or a %3 would fit.</source>
        <extracomment>Status line: the selected die fits on no cell, but one less or one more would (R5.2, DECREASE −1 or INCREASE +1); %1 its value, %2 and %3 the values one lower and one higher. Room: 66 characters.</extracomment>
        <translation>%1:an passar ingenstans som den är; en %2:a eller en %3:a skulle passa.</translation>
    </message>
    <message numerus="yes">
        <source>Choose a lit cell for the %1. %n more to place.</source>
        <extracomment>Status line: a die is selected and cells are lit; %1 its value, %n dice still to place. Room: 61 characters.</extracomment>
        <translation>
            <numerusform>Välj en markerad ruta för %1:an. %n&#xa0;kvar att placera.</numerusform>
            <numerusform>Välj en markerad ruta för %1:an. %n&#xa0;kvar att placera.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a lit cell to place the %1 too, or press CONFIRM.</source>
        <extracomment>Status line: enough dice placed and one more selected; %1 its value. Room: 78 characters.</extracomment>
        <translation>Välj en markerad ruta för att placera %1:an också, eller tryck på BEKRÄFTA.</translation>
    </message>
    <message numerus="yes">
        <source>Place %n more dice: choose a die, then a lit cell.</source>
        <extracomment>Status line: %n dice still to prepare this turn; choose a die first. Room: 68 characters.</extracomment>
        <translation>
            <numerusform>Placera %n&#xa0;tärning till: välj en tärning och sedan en markerad ruta.</numerusform>
            <numerusform>Placera %n&#xa0;tärningar till: välj en tärning och sedan en markerad ruta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking about the best play…</source>
        <extracomment>HINT status while the strong player thinks (a second at most). Room: 41 characters.</extracomment>
        <translation>Letar efter det bästa draget…</translation>
    </message>
    <message numerus="yes">
        <source>HINT: take your prepared dice back, then place %n dice as the numbered ghosts show.</source>
        <extracomment>HINT advice when the player&apos;s prepared dice are not where the HINT puts them: take them back, then follow the numbered ghost dice; %n is how many dice. Room: 114 characters.</extracomment>
        <translation>
            <numerusform>TIPS: ta tillbaka de förberedda tärningarna, placera %n&#xa0;tärning där skuggan visar.</numerusform>
            <numerusform>TIPS: ta tillbaka de förberedda tärningarna, placera %n&#xa0;tärningar som skuggorna visar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>HINT: place %n dice as the numbered ghosts show, in that order.</source>
        <extracomment>HINT advice: ghost dice numbered 1, 2, 3… show where the dice go; %n is how many dice. Room: 86 characters.</extracomment>
        <translation>
            <numerusform>TIPS: placera %n&#xa0;tärning där skuggan visar.</numerusform>
            <numerusform>TIPS: placera %n&#xa0;tärningar i den ordning skuggorna visar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%Ln points</source>
        <extracomment>HINT advice, the cost of the REROLL it advises; %Ln the points (a plural message). Room: 12 characters.</extracomment>
        <translation>
            <numerusform>−%Ln&#xa0;poäng</numerusform>
            <numerusform>−%Ln&#xa0;poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>HINT: choose the cell marked × to make it the RUIN.</source>
        <extracomment>HINT advice once MAGDAGDON is accepted: the cell the HINT marked × is the one to choose (it becomes a RUIN). Room: 72 characters.</extracomment>
        <translation>TIPS: välj rutan märkt × för att göra den till en RUIN.</translation>
    </message>
    <message>
        <source>HINT: press ACCEPT MAGDAGDON, then ruin the cell marked ×.</source>
        <extracomment>HINT advice in a MAGDAGDON: no power is worth it; accept and ruin the cell marked ×. Room: 84 characters.</extracomment>
        <translation>TIPS: tryck på ACCEPTERA MAGDAGDON och gör sedan rutan märkt × till en RUIN.</translation>
    </message>
    <message>
        <source>&lt;%1</source>
        <extracomment>Risk line: a chance below the smallest one shown (&quot;&lt;0.1&quot;); %1 is 0.1 in the language&apos;s digits. Room: 4 characters.</extracomment>
        <translation>&lt;%1</translation>
    </message>
    <message>
        <source>Chance that this ROLL is a MAGDAGDON: %1%</source>
        <extracomment>Live indicator before ROLL: the chance that this roll is a MAGDAGDON (no way to place the dice the turn needs); %1 is the percentage already formatted (&quot;12.5&quot; or &quot;&lt;0.1&quot;). Room: 55 characters.</extracomment>
        <translation>Risk att det här kastet blir MAGDAGDON: %1&#xa0;%</translation>
    </message>
    <message>
        <source>With the dice placed so far, the next ROLL would be a MAGDAGDON with a chance of %1%</source>
        <extracomment>Live indicator while placing, before the turn has its minimum of dice (CONFIRM not yet possible): the chance that the next turn&apos;s roll is a MAGDAGDON on the board with the dice prepared so far; %1 is the percentage already formatted (&quot;12.5&quot; or &quot;&lt;0.1&quot;). Room: 115 characters.</extracomment>
        <translation>Med tärningarna du lagt hittills är risken %1&#xa0;% att nästa kast blir MAGDAGDON</translation>
    </message>
    <message>
        <source>If you confirm this board, the next ROLL is a MAGDAGDON with a chance of %1%</source>
        <extracomment>Live indicator while placing: the chance that the next turn&apos;s roll is a MAGDAGDON if the board is confirmed as it is now; %1 is the percentage already formatted (&quot;12.5&quot; or &quot;&lt;0.1&quot;). Room: 104 characters.</extracomment>
        <translation>Bekräftar du brädet så här är risken %1&#xa0;% att nästa kast blir MAGDAGDON</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The settings file cannot be used: nothing you do is saved.</source>
        <extracomment>Notice in the window: the settings file is a FIFO, a folder, unreadable... Room: 89 characters.</extracomment>
        <translation>Inställningsfilen kan inte användas: ingenting du gör sparas.</translation>
    </message>
    <message>
        <source>The settings file is read-only: you can play, but nothing is saved.</source>
        <extracomment>Notice in the window: the settings file has no write permission (0444), which the game respects: the player plays on, and nothing is saved. Room: 95 characters.</extracomment>
        <translation>Inställningsfilen är skrivskyddad: du kan spela, men ingenting sparas.</translation>
    </message>
    <message>
        <source>Your last record could not be saved.</source>
        <extracomment>Notice after a game: its high-score record reached neither the file nor the journal. Room: 51 characters.</extracomment>
        <translation>Ditt senaste rekord kunde inte sparas.</translation>
    </message>
    <message>
        <source>Saving does not work at the moment; the game keeps trying.</source>
        <extracomment>Notice while writes fail (full disk, read-only, locked); they are retried. Room: 82 characters.</extracomment>
        <translation>Det går inte att spara just nu; spelet försöker igen.</translation>
    </message>
    <message>
        <source>The settings file was damaged: %1 could not be read back; all else was kept.</source>
        <extracomment>Notice at start: part of the settings file was damaged; %1 lists what could not be read back (e.g. &quot;2 high scores of PEACEFUL and the game in progress&quot;). Room: 104 characters.</extracomment>
        <translation>Inställningsfilen var skadad: %1 gick inte att läsa in igen; allt annat har behållits.</translation>
    </message>
    <message>
        <source>The settings file was damaged; what could be read was kept.</source>
        <extracomment>Notice at start: part of the settings file was broken and has been set aside. Room: 83 characters.</extracomment>
        <translation>Inställningsfilen var skadad; det som gick att läsa har behållits.</translation>
    </message>
    <message numerus="yes">
        <source>%n high score(s) of %1</source>
        <extracomment>Part of the damage notice: %n high-score records of one difficulty could not be read back; %1 is the difficulty&apos;s name (PEACEFUL, SURVIVAL...). Room: 27 characters.</extracomment>
        <translation>
            <numerusform>%n&#xa0;resultat i topplistan för %1</numerusform>
            <numerusform>%n&#xa0;resultat i topplistan för %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the game in progress</source>
        <extracomment>Part of the damage notice: the saved game in progress could not be read back. Room: 28 characters.</extracomment>
        <translation>spelet som pågår</translation>
    </message>
    <message numerus="yes">
        <source>%n setting(s)</source>
        <extracomment>Part of the damage notice: %n settings (language, theme...) could not be read back (each is back to its default, or to its value of one save before). Room: 16 characters.</extracomment>
        <translation>
            <numerusform>%n&#xa0;inställning</numerusform>
            <numerusform>%n&#xa0;inställningar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TutorialCard</name>
    <message>
        <source>New to MAGDAGDON?</source>
        <extracomment>First-start card title, offering the guided first game. Room: 34 characters.</extracomment>
        <translation>Första gången du spelar MAGDAGDON?</translation>
    </message>
    <message>
        <source>Rather learn by playing?</source>
        <extracomment>Rules screen, title of the card that starts the guided game. Room: 40 characters.</extracomment>
        <translation>Vill du hellre lära dig genom att spela?</translation>
    </message>
    <message>
        <source>A short guided game shows every rule on the board, one step at a time. It is never recorded in the high scores.</source>
        <extracomment>Card offering the guided game (first start and Rules screen). Room: 156 characters.</extracomment>
        <translation>Ett kort guidat spel visar varje regel på brädet, ett steg i taget. Det sparas aldrig i topplistan.</translation>
    </message>
    <message>
        <source>Or just press ROLL to play right away.</source>
        <extracomment>First-start card: pressing ROLL (the button name) plays at once and declines the guided game. Room: 58 characters.</extracomment>
        <translation>Eller tryck bara på KASTA för att spela direkt.</translation>
    </message>
    <message>
        <source>LEARN TO PLAY</source>
        <extracomment>Button: start (or resume) the guided game. Room: 19 characters.</extracomment>
        <translation>LÄR DIG SPELA</translation>
    </message>
    <message>
        <source>NO THANKS</source>
        <extracomment>First-start card button: do not play the guided game (it stays on the Rules screen). Room: 13 characters.</extracomment>
        <translation>NEJ TACK</translation>
    </message>
</context>
<context>
    <name>TutorialOverlay</name>
    <message>
        <source>Where a die may go</source>
        <extracomment>Guided game, title of step 2. Room: 26 characters.</extracomment>
        <translation>Var en tärning får ligga</translation>
    </message>
    <message>
        <source>Order matters</source>
        <extracomment>Guided game, title of step 3. Room: 21 characters.</extracomment>
        <translation>Ordningen spelar roll</translation>
    </message>
    <message>
        <source>CONFIRM</source>
        <extracomment>Guided game, title of step 4. CONFIRM is the button name. Room: 10 characters.</extracomment>
        <translation>BEKRÄFTA</translation>
    </message>
    <message>
        <source>Line bonuses</source>
        <extracomment>Guided game, title of step 6. Room: 20 characters.</extracomment>
        <translation>Linjebonusar</translation>
    </message>
    <message>
        <source>MAGDAGDON and RUINS</source>
        <extracomment>Guided game, title of step 8. RUINS as in the glossary. Room: 27 characters.</extracomment>
        <translation>MAGDAGDON och RUINER</translation>
    </message>
    <message>
        <source>The first die may go on any cell: put it on the marked one.</source>
        <extracomment>Guided game, kiosk&apos;s short version (R4.2). Room: 83 characters.</extracomment>
        <translation>Den första tärningen får ligga på vilken ruta som helst: lägg den på den utpekade.</translation>
    </message>
    <message>
        <source>No cell lights up: a die must touch a number and differ from it by at most 1. Then NEXT.</source>
        <extracomment>Guided game, kiosk&apos;s short version (R4.3). NEXT is the tutorial&apos;s button. Room: 124 characters.</extracomment>
        <translation>Ingen ruta lyser: en tärning måste ligga intill ett tal och skilja sig med högst 1 från det. Sedan NÄSTA.</translation>
    </message>
    <message>
        <source>Press CONFIRM: the dice stay, the unused 6 is discarded.</source>
        <extracomment>Guided game, kiosk&apos;s short version (R3.3). CONFIRM is the button name. Room: 79 characters.</extracomment>
        <translation>Tryck på BEKRÄFTA: tärningarna ligger kvar, den oanvända sexan kastas bort.</translation>
    </message>
    <message>
        <source>Take back the upper 1: the lower one leans on it and comes back too.</source>
        <extracomment>Guided game, kiosk&apos;s short version (R3.4). Room: 96 characters.</extracomment>
        <translation>Ta tillbaka den övre ettan: den nedre vilar på den och kommer också tillbaka.</translation>
    </message>
    <message>
        <source>Pick the 2.</source>
        <extracomment>Guided game text. Room: 18 characters.</extracomment>
        <translation>Välj tvåan.</translation>
    </message>
    <message>
        <source>Now pick the 4.</source>
        <extracomment>Guided game text. Room: 29 characters.</extracomment>
        <translation>Välj nu fyran.</translation>
    </message>
    <message>
        <source>No cell lights up: a die must touch a number and differ by at most 1 from every number it touches, so a cell next to a 3 and a 4 takes only a 3 or a 4. Try an empty cell to see why it does not light up, then NEXT.</source>
        <extracomment>Guided game text (R4.3), with the rule sheets&apos; example. NEXT is the tutorial&apos;s button. Room: 299 characters.</extracomment>
        <translation>Ingen ruta lyser: en tärning måste ligga intill ett tal och skilja sig med högst 1 från varje tal den rör, så en ruta bredvid en 3:a och en 4:a tar bara en 3:a eller en 4:a. Prova en tom ruta för att se varför den inte lyser, sedan NÄSTA.</translation>
    </message>
    <message>
        <source>The order of your dice matters. Pick the 3.</source>
        <extracomment>Guided game text (R4.4). Room: 61 characters.</extracomment>
        <translation>Ordningen mellan tärningarna spelar roll. Välj trean.</translation>
    </message>
    <message>
        <source>A prepared die counts at once: pick the 4 again.</source>
        <extracomment>Guided game text (R4.4): a prepared die counts at once. Room: 68 characters.</extracomment>
        <translation>En förberedd tärning räknas direkt: välj fyran igen.</translation>
    </message>
    <message>
        <source>Pick a 1.</source>
        <extracomment>Guided game text. Room: 18 characters.</extracomment>
        <translation>Välj en etta.</translation>
    </message>
    <message>
        <source>Pick the other 1.</source>
        <extracomment>Guided game text. Room: 24 characters.</extracomment>
        <translation>Välj den andra ettan.</translation>
    </message>
    <message>
        <source>Until CONFIRM, choosing a prepared die takes it back. Take back the upper 1: the lower one leans on it, so it comes back too.</source>
        <extracomment>Guided game text (R3.4). CONFIRM is the button name. Room: 175 characters.</extracomment>
        <translation>Fram till BEKRÄFTA tar du tillbaka en förberedd tärning genom att välja den. Ta tillbaka den övre ettan: den nedre vilar på den, så den kommer också tillbaka.</translation>
    </message>
    <message>
        <source>Now complete the top row: pick a 1.</source>
        <extracomment>Guided game text. Room: 58 characters.</extracomment>
        <translation>Gör nu klart den översta raden: välj en etta.</translation>
    </message>
    <message>
        <source>A turn needs 2 dice: pick the other 1.</source>
        <extracomment>Guided game text. Room: 54 characters.</extracomment>
        <translation>En tur kräver 2&#xa0;tärningar: välj den andra ettan.</translation>
    </message>
    <message>
        <source>Four 6s, and no cell takes a 6: this roll is a MAGDAGDON. A Majda Power can rescue it: pick a 6.</source>
        <extracomment>Guided game text (R6.1, R6.2). MAGDAGDON stays as is; Majda Power too. Room: 135 characters.</extracomment>
        <translation>Fyra sexor, och ingen ruta tar en sexa: kastet blir MAGDAGDON. En Majda Power kan rädda det: välj en sexa.</translation>
    </message>
    <message>
        <source>Press DECREASE −1 to make the 6 a 5. Nothing is spent yet: a Majda Power always asks twice.</source>
        <extracomment>Guided game text (R5.2). DECREASE −1 as in the glossary. Room: 139 characters.</extracomment>
        <translation>Tryck på MINSKA&#xa0;−1 för att göra sexan till en femma. Inget dras ännu: en Majda Power frågar alltid två gånger.</translation>
    </message>
    <message>
        <source>Press CHANGE TO 5 to spend it. In PEACEFUL your three powers cost 10, 20 and then 40 points.</source>
        <extracomment>Guided game text (R5.2, R5.5). CHANGE TO 5 is the power button&apos;s text after one press (as in the power bar); PEACEFUL as in the glossary. Room: 139 characters.</extracomment>
        <translation>Tryck på ÄNDRA TILL 5 för att använda den. I PEACEFUL kostar dina tre Powers 10, 20 och sedan 40&#xa0;poäng.</translation>
    </message>
    <message>
        <source>Pick a 6: it fits next to the 5 now.</source>
        <extracomment>Guided game text. Room: 51 characters.</extracomment>
        <translation>Välj en sexa: nu passar den bredvid femman.</translation>
    </message>
    <message>
        <source>Now choose the marked cell: it becomes a RUIN for the rest of the game and costs 15 points. The dice are discarded.</source>
        <extracomment>Guided game text (R6.3, R6.5). RUIN as in the glossary. Room: 161 characters.</extracomment>
        <translation>Välj nu den utpekade rutan: den blir en RUIN resten av spelet och kostar 15&#xa0;poäng. Tärningarna kastas bort.</translation>
    </message>
    <message>
        <source>Not yet: choose the highlighted one.</source>
        <extracomment>Guided game, any other refused choice of cell. Room: 51 characters.</extracomment>
        <translation>Inte än: välj den utpekade rutan.</translation>
    </message>
    <message>
        <source>A row or a column scores the sum of its numbers, and this STRAIGHT adds 60.</source>
        <extracomment>Guided game, kiosk&apos;s short version (R7.1, R7.2). STRAIGHT as in the glossary. Room: 105 characters.</extracomment>
        <translation>En rad eller kolumn ger summan av sina tal, och den här STEGEN ger 60 till.</translation>
    </message>
    <message numerus="yes">
        <source>Your score: %1 points. The game ends when the board is full. Press PLAY for a real game!</source>
        <extracomment>Guided game, kiosk&apos;s short version, the last text; %1 the score (−15 with a true minus). PLAY is the button below it. A plural message: the form follows the size of the number. Room: 121 characters.</extracomment>
        <translation>
            <numerusform>Dina poäng: %1. Spelet slutar när brädet är fullt. Tryck på SPELA för ett riktigt spel!</numerusform>
            <numerusform>Dina poäng: %1. Spelet slutar när brädet är fullt. Tryck på SPELA för ett riktigt spel!</numerusform>
        </translation>
    </message>
    <message>
        <source>Welcome! Press ROLL to throw the four dice.</source>
        <extracomment>Guided game text. ROLL is the button name. Room: 61 characters.</extracomment>
        <translation>Välkommen! Tryck på KASTA för att kasta de fyra tärningarna.</translation>
    </message>
    <message>
        <source>The lit cells show where the picked die may go, and the first die of the game may go anywhere. Put it on the marked cell.</source>
        <extracomment>Guided game text (R4.2). Room: 170 characters.</extracomment>
        <translation>De markerade rutorna visar var den valda tärningen får ligga, och spelets första tärning får ligga var som helst. Lägg den på den utpekade rutan.</translation>
    </message>
    <message>
        <source>Rolling and placing a die</source>
        <extracomment>Guided game, title of step 1 (of 9): press ROLL, pick a die, place it. Room: 35 characters.</extracomment>
        <translation>Kasta och placera en tärning</translation>
    </message>
    <message>
        <source>A new turn: taking dice back</source>
        <extracomment>Guided game, title of step 5: ROLL a new turn, place two dice, take them back. Room: 40 characters.</extracomment>
        <translation>En ny tur: ta tillbaka tärningar</translation>
    </message>
    <message>
        <source>A Majda Power rescues a roll</source>
        <extracomment>Guided game, title of step 7: a ROLL that no die fits, rescued by changing a die. Majda Power stays as is in every language. Room: 40 characters.</extracomment>
        <translation>En Majda Power räddar ett kast</translation>
    </message>
    <message>
        <source>Your score</source>
        <extracomment>Guided game, title of step 9 in the kiosk&apos;s short version (the score only). Room: 14 characters.</extracomment>
        <translation>Dina poäng</translation>
    </message>
    <message>
        <source>Your score and the difficulties</source>
        <extracomment>Guided game, title of step 9: the final score, then what each difficulty changes. Room: 44 characters.</extracomment>
        <translation>Dina poäng och svårighetsgraderna</translation>
    </message>
    <message>
        <source>Put the 3 beside the 2.</source>
        <extracomment>Guided game text. Room: 33 characters.</extracomment>
        <translation>Lägg trean bredvid tvåan.</translation>
    </message>
    <message>
        <source>Now the 4 fits beside the 3. Put it there.</source>
        <extracomment>Guided game text (R4.4). Room: 59 characters.</extracomment>
        <translation>Nu passar fyran bredvid trean. Lägg den där.</translation>
    </message>
    <message>
        <source>In PEACEFUL you place at least 2 dice per turn. Press CONFIRM: the prepared dice become permanent, and the unused 6 is discarded.</source>
        <extracomment>Guided game text (R3.3). PEACEFUL and CONFIRM as in the glossary. Room: 181 characters.</extracomment>
        <translation>I PEACEFUL lägger du minst 2&#xa0;tärningar per tur. Tryck på BEKRÄFTA: de förberedda tärningarna blir permanenta och den oanvända sexan kastas bort.</translation>
    </message>
    <message>
        <source>A new turn: press ROLL.</source>
        <extracomment>Guided game text. ROLL is the button name. Room: 37 characters.</extracomment>
        <translation>En ny tur: tryck på KASTA.</translation>
    </message>
    <message>
        <source>Put it below the 2.</source>
        <extracomment>Guided game text. Room: 27 characters.</extracomment>
        <translation>Lägg den under tvåan.</translation>
    </message>
    <message>
        <source>Put it below the first 1: it joins the field only through that 1.</source>
        <extracomment>Guided game text. Room: 91 characters.</extracomment>
        <translation>Lägg den under den första ettan: den hänger ihop med fältet bara genom den ettan.</translation>
    </message>
    <message>
        <source>Put it in the corner: 1-2-3-4 along a row is a STRAIGHT.</source>
        <extracomment>Guided game text (R7.2). STRAIGHT as in the glossary. Room: 79 characters.</extracomment>
        <translation>Lägg den i hörnet: 1-2-3-4 längs en rad är en STEGE.</translation>
    </message>
    <message>
        <source>Put it below the first one.</source>
        <extracomment>Guided game text. Room: 38 characters.</extracomment>
        <translation>Lägg den under den första.</translation>
    </message>
    <message>
        <source>Press CONFIRM to fill the top row for good.</source>
        <extracomment>Guided game text. CONFIRM is the button name. Room: 64 characters.</extracomment>
        <translation>Tryck på BEKRÄFTA så är den översta raden fylld för gott.</translation>
    </message>
    <message>
        <source>Every row and every column scores the sum of its numbers. The full top row scores 10, plus 60 for its STRAIGHT (a FOUR OF A KIND earns 40, TWO PAIRS 20).</source>
        <extracomment>Guided game text (R7.1, R7.2). Combination names as in the glossary. Room: 215 characters.</extracomment>
        <translation>Varje rad och varje kolumn ger summan av sina tal. Den fulla översta raden ger 10, plus 60 för sin STEGE (ett FYRTAL ger 40, TVÅ PAR 20).</translation>
    </message>
    <message>
        <source>Press ROLL.</source>
        <extracomment>Guided game text. ROLL is the button name. Room: 19 characters.</extracomment>
        <translation>Tryck på KASTA.</translation>
    </message>
    <message>
        <source>Rescued! Put the 5 below the 4.</source>
        <extracomment>Guided game text. Room: 44 characters.</extracomment>
        <translation>Räddat! Lägg femman under fyran.</translation>
    </message>
    <message>
        <source>Put it below the 5.</source>
        <extracomment>Guided game text. Room: 27 characters.</extracomment>
        <translation>Lägg den under femman.</translation>
    </message>
    <message>
        <source>Press CONFIRM: the two 6s left over are discarded.</source>
        <extracomment>Guided game text. CONFIRM is the button name. Room: 70 characters.</extracomment>
        <translation>Tryck på BEKRÄFTA: de två sexorna som blev över kastas bort.</translation>
    </message>
    <message>
        <source>One more turn: press ROLL.</source>
        <extracomment>Guided game text. ROLL is the button name. Room: 37 characters.</extracomment>
        <translation>En tur till: tryck på KASTA.</translation>
    </message>
    <message>
        <source>Four 3s, and no cell takes a 3: MAGDAGDON again. A power could rescue it, but this time press ACCEPT MAGDAGDON.</source>
        <extracomment>Guided game text (R6.2). ACCEPT MAGDAGDON is the button&apos;s text. Room: 156 characters.</extracomment>
        <translation>Fyra treor, och ingen ruta tar en 3:a: MAGDAGDON igen. En Power skulle kunna rädda det, men tryck den här gången på ACCEPTERA MAGDAGDON.</translation>
    </message>
    <message numerus="yes">
        <source>Your score: %1 for the rows and columns, +%2 in bonuses, −%3 for the RUIN and −%4 for the power: %5 points. The game ends when every cell holds a number or a RUIN.</source>
        <extracomment>Guided game text (R7.4); %1 rows and columns, %2 bonuses, %3 ruin penalty, %4 power penalty, %5 the total (−15 with a true minus). A plural message: the form follows the size of the total. Room: 215 characters.</extracomment>
        <translation>
            <numerusform>Dina poäng: %1 för rader och kolumner, +%2 i bonus, −%3 för RUINEN och −%4 för din Majda Power: %5&#xa0;poäng. Spelet slutar när varje ruta har ett tal eller en RUIN.</numerusform>
            <numerusform>Dina poäng: %1 för rader och kolumner, +%2 i bonus, −%3 för RUINEN och −%4 för din Majda Power: %5&#xa0;poäng. Spelet slutar när varje ruta har ett tal eller en RUIN.</numerusform>
        </translation>
    </message>
    <message>
        <source>PEACEFUL gives you 3 powers and needs 2 dice per turn, SURVIVAL 1 power (−70 points), NIGHTMARE no power and 3 dice per turn. You are ready: have fun!</source>
        <extracomment>Guided game text, the last one (R2). Difficulty names stay in English. Room: 210 characters.</extracomment>
        <translation>PEACEFUL ger dig 3 Powers och kräver 2&#xa0;tärningar per tur, SURVIVAL 1 Power (−70&#xa0;poäng), NIGHTMARE ingen Power och 3&#xa0;tärningar per tur. Nu är du redo: ha så kul!</translation>
    </message>
    <message>
        <source>That cell is taken already.</source>
        <extracomment>Guided game, a refused choice of cell (R4.1). Room: 38 characters.</extracomment>
        <translation>Den rutan är redan upptagen.</translation>
    </message>
    <message>
        <source>That cell does not light up: it touches no number.</source>
        <extracomment>Guided game, a refused choice of cell (R4.3). Room: 70 characters.</extracomment>
        <translation>Den rutan lyser inte: den ligger inte intill något tal.</translation>
    </message>
    <message>
        <source>That cell does not light up: it touches a %1, and a %2 may only touch numbers at most 1 away.</source>
        <extracomment>Guided game, a refused choice of cell (R4.3); %1 the neighbouring number, %2 the picked die. Room: 125 characters.</extracomment>
        <translation>Den rutan lyser inte: den ligger intill en %1:a, och en %2:a får bara ligga intill tal som skiljer sig med högst 1 från den.</translation>
    </message>
    <message>
        <source>Pick a die first, then one of its lit cells.</source>
        <extracomment>Guided game, a refused choice of cell: a cell chosen with no die picked up. Room: 63 characters.</extracomment>
        <translation>Välj först en tärning, sedan en av dess markerade rutor.</translation>
    </message>
    <message>
        <source>That cell is allowed too, but this lesson uses the marked one.</source>
        <extracomment>Guided game, a refused choice of cell: an allowed cell that is not the lesson’s. Room: 87 characters.</extracomment>
        <translation>Den rutan är också tillåten, men den här lektionen använder den utpekade.</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <extracomment>Guided game card: %1 the step number, %2 the number of steps (9), %3 the step&apos;s title. Room: 17 characters.</extracomment>
        <translation>Steg %1 av %2 · %3</translation>
    </message>
    <message>
        <source>SKIP</source>
        <extracomment>Guided game button: leave it now (it resumes at this step later). Room: 10 characters.</extracomment>
        <translation>HOPPA ÖVER</translation>
    </message>
    <message>
        <source>PLAY</source>
        <extracomment>Guided game button on its last step: end it and play. Room: 7 characters.</extracomment>
        <translation>SPELA</translation>
    </message>
    <message>
        <source>NEXT</source>
        <extracomment>Guided game button: go on to the next explanation. Room: 7 characters.</extracomment>
        <translation>NÄSTA</translation>
    </message>
</context>
<context>
    <name>VolumeRow</name>
    <message>
        <source>%1%</source>
        <extracomment>A volume slider&apos;s value; %1 is the percentage, e.g. 70. Room: 2 characters.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Watch a game — then try to beat it</source>
        <extracomment>Welcome screen, above the game the computer plays by itself (attract mode). Room: 49 characters.</extracomment>
        <translation>Se ett spel&#xa0;– och försök sedan slå det</translation>
    </message>
    <message>
        <source>Roll four dice. Grow one field of numbers.</source>
        <extracomment>Welcome screen, under the title: what the game is, in a few words. Room: 62 characters.</extracomment>
        <translation>Kasta fyra tärningar. Bygg ett enda fält av tal.</translation>
    </message>
    <message>
        <source>Tap to play</source>
        <extracomment>The welcome screen&apos;s big call to action on the kiosk. Room: 19 characters.</extracomment>
        <translation>Tryck för att spela</translation>
    </message>
    <message>
        <source>HOW TO PLAY</source>
        <extracomment>Kiosk welcome screen button: a short guided game that teaches the rules by playing. Room: 16 characters.</extracomment>
        <translation>SÅ SPELAR DU</translation>
    </message>
    <message>
        <source>Today&apos;s best · %1</source>
        <extracomment>Welcome screen heading; %1 is the difficulty (PEACEFUL, SURVIVAL, NIGHTMARE). Room: 27 characters.</extracomment>
        <translation>Dagens bästa · %1</translation>
    </message>
    <message>
        <source>No games yet today. Be the first!</source>
        <extracomment>Welcome screen, when nobody has finished a game today. Room: 66 characters.</extracomment>
        <translation>Inga spel än i dag. Bli först!</translation>
    </message>
    <message>
        <source>%1</source>
        <extracomment>Welcome screen, one of today&apos;s best scores; %1 is the number, already written the language&apos;s way (−15). Room: 3 characters.</extracomment>
        <translation>%1</translation>
    </message>
</context>
<context>
    <name>numbers</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>A list&apos;s last two items (&quot;3 and 4&quot;; &quot;3, 4 and 5&quot; with the next message); %1 the second-to-last item, %2 the last one. Room: 8 characters.</extracomment>
        <translation>%1 och %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A list&apos;s items before its last two (&quot;3, 4 and 5&quot;); %1 one item, %2 the rest of the list. Room: 5 characters.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Two parts of one line side by side (&quot;Turn 3 · 2 dice placed&quot;); %1 the first part(s), %2 the next one. Room: 6 characters.</extracomment>
        <translation>%1 · %2</translation>
    </message>
</context>
</TS>
