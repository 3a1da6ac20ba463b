<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AboutPage</name>
    <message>
        <source>ABOUT</source>
        <extracomment>Title of the about screen, shown in the navigation bar. Room: 9 characters. In capitals.</extracomment>
        <translation>ABOUT</translation>
    </message>
    <message>
        <source>MAGDAGDON is a CUBIRI ORIGINAL dedicated to Majduška.</source>
        <extracomment>About screen, main line. CUBIRI ORIGINAL is a label and stays in English; Majduška is a name. Room: any length (the page scrolls).</extracomment>
        <translation>MAGDAGDON is a CUBIRI ORIGINAL dedicated to Majduška.</translation>
    </message>
    <message>
        <source>Happy 20th birthday! ❤️</source>
        <extracomment>About screen, birthday wish under the dedication. Keep the heart. Room: 33 characters.</extracomment>
        <translation>Happy 20th birthday! ❤️</translation>
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
        <translation>%1, available</translation>
    </message>
    <message>
        <source>%1, not available</source>
        <extracomment>Screen-reader name of a button that cannot be pressed now; %1 is its label.</extracomment>
        <translation>%1, not available</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>Screen-reader name of the game board before its cells exist (a moment at start).</extracomment>
        <translation>Board</translation>
    </message>
</context>
<context>
    <name>CellDelegate</name>
    <message>
        <source>Row %1, column %2</source>
        <extracomment>Screen-reader position of a cell; %1 row 1-4, %2 column 1-4 (used inside other names).</extracomment>
        <translation>Row %1, column %2</translation>
    </message>
    <message>
        <source>%1: RUIN</source>
        <extracomment>Screen-reader name of a ruined cell; %1 is &quot;Row 2, column 3&quot;.</extracomment>
        <translation>%1: RUIN</translation>
    </message>
    <message>
        <source>%1: %2, prepared, press to take back</source>
        <extracomment>Screen-reader name of a cell holding a prepared die; %1 &quot;Row 2, column 3&quot;, %2 value.</extracomment>
        <translation>%1: %2, prepared, press to take back</translation>
    </message>
    <message>
        <source>%1: %2, prepared</source>
        <extracomment>Screen-reader name of a cell holding a prepared die in a replay, where nothing can be taken back; %1 &quot;Row 2, column 3&quot;, %2 value.</extracomment>
        <translation>%1: %2, prepared</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Screen-reader name of a cell holding a number; %1 &quot;Row 2, column 3&quot;, %2 value 1-6.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: empty, can become the RUIN</source>
        <extracomment>Screen-reader name of an empty cell that may become the RUIN (after ACCEPT MAGDAGDON); %1 &quot;Row 2, column 3&quot;.</extracomment>
        <translation>%1: empty, can become the RUIN</translation>
    </message>
    <message>
        <source>%1: empty, allowed</source>
        <extracomment>Screen-reader name of an empty cell a die may go to; %1 &quot;Row 2, column 3&quot;.</extracomment>
        <translation>%1: empty, allowed</translation>
    </message>
    <message>
        <source>%1: empty, no die can ever go here</source>
        <extracomment>Screen-reader name of an empty cell no die can ever fill: its neighbours are more than 2 apart (R4.3); %1 &quot;Row 2, column 3&quot;.</extracomment>
        <translation>%1: empty, no die can ever go here</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <extracomment>Screen-reader name of an empty cell; %1 &quot;Row 2, column 3&quot;.</extracomment>
        <translation>%1: empty</translation>
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
        <translation>DAILY %1</translation>
    </message>
    <message>
        <source>PRACTICE %1</source>
        <extracomment>Tag beside the title on another game of today&apos;s dice (practice); %1 the date. Room: 13 characters.</extracomment>
        <translation>PRACTICE %1</translation>
    </message>
    <message>
        <source>CODE %1</source>
        <extracomment>Tag beside the title on a game started from a code; %1 the code. Room: 8 characters.</extracomment>
        <translation>CODE %1</translation>
    </message>
    <message numerus="yes">
        <source>There is no game code in that text. A code has %Ln letters and digits, for example %1.</source>
        <extracomment>Play a code: nothing in the text looks like a game code; %Ln how many letters and digits a code has (14), %1 an example code (the game on screen). Room: 114 characters.</extracomment>
        <translation>
            <numerusform>There is no game code in that text. A code has %Ln letter or digit, for example %1.</numerusform>
            <numerusform>There is no game code in that text. A code has %Ln letters and digits, for example %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type or paste a game code, for example %1.</source>
        <extracomment>Play a code, nothing typed yet; %1 is an example code (the game on screen). Room: 56 characters.</extracomment>
        <translation>Type or paste a game code, for example %1.</translation>
    </message>
    <message>
        <source>That text is too long to be a game code. Paste the code alone, or the text the game shared.</source>
        <extracomment>Play a code: the pasted text is far longer than a code or a shared game. Room: 128 characters.</extracomment>
        <translation>That text is too long to be a game code. Paste the code alone, or the text the game shared.</translation>
    </message>
    <message>
        <source>MAGDAGDON daily %1 · %2 · %3</source>
        <extracomment>Share text, its first line for today&apos;s daily challenge; %1 the date (written the language&apos;s way), %2 the difficulty (PEACEFUL, SURVIVAL, NIGHTMARE: never translated), %3 the final score. MAGDAGDON stays as is. Room: 31 characters.</extracomment>
        <translation>MAGDAGDON daily %1 · %2 · %3</translation>
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
        <translation>code %1</translation>
    </message>
    <message numerus="yes">
        <source>That code has %Ln letters and digits, not %1: a character is missing or doubled.</source>
        <extracomment>Play a code: what was typed looks like a code with a character missing or doubled; %Ln the letters and digits typed, %1 how many a code has (14). Room: 105 characters.</extracomment>
        <translation>
            <numerusform>That code has %Ln letter or digit, not %1: a character is missing or doubled.</numerusform>
            <numerusform>That code has %Ln letters and digits, not %1: a character is missing or doubled.</numerusform>
        </translation>
    </message>
    <message>
        <source>A character of that code is mistyped: compare it with the original and try again.</source>
        <extracomment>Play a code: the code&apos;s check character does not match: one character is wrong. Room: 114 characters.</extracomment>
        <translation>A character of that code is mistyped: compare it with the original and try again.</translation>
    </message>
    <message>
        <source>That text holds more than one game code: paste only the one to play.</source>
        <extracomment>Play a code: the pasted text holds two different game codes. Room: 96 characters.</extracomment>
        <translation>That text holds more than one game code: paste only the one to play.</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>CANCEL</source>
        <extracomment>Dialog button that keeps things as they are. Room: 9 characters.</extracomment>
        <translation>CANCEL</translation>
    </message>
</context>
<context>
    <name>DailyPage</name>
    <message>
        <source>DAILY CHALLENGE</source>
        <extracomment>Title of the daily challenge screen. Room: 21 characters.</extracomment>
        <translation>DAILY CHALLENGE</translation>
    </message>
    <message>
        <source>Play today&apos;s daily? The game in progress ends and is not recorded.</source>
        <extracomment>Question before today&apos;s daily replaces a game in progress (R2.2). Room: any length (the page scrolls).</extracomment>
        <translation>Play today&apos;s daily? The game in progress ends and is not recorded.</translation>
    </message>
    <message>
        <source>PLAY THE DAILY</source>
        <extracomment>Dialog button: abandon this game and play today&apos;s daily. Room: 20 characters.</extracomment>
        <translation>PLAY THE DAILY</translation>
    </message>
    <message>
        <source>The same dice for every player today. Your first game of the day counts; the next ones are practice.</source>
        <extracomment>Daily screen: what the daily challenge is. Room: any length (the page scrolls).</extracomment>
        <translation>The same dice for every player today. Your first game of the day counts; the next ones are practice.</translation>
    </message>
    <message>
        <source>Today&apos;s %1 daily is played</source>
        <extracomment>Daily screen: today&apos;s counted game is finished; %1 is the difficulty. Room: 34 characters.</extracomment>
        <translation>Today&apos;s %1 daily is played</translation>
    </message>
    <message>
        <source>Your clock is behind your last game (%1): today&apos;s %2 dice are practice until the clock is right.</source>
        <extracomment>Daily screen when the computer&apos;s clock was set back before a day already played: nothing counts. %1 is the last day played (a date), %2 is the difficulty. Room: 139 characters.</extracomment>
        <translation>Your clock is behind your last game (%1): today&apos;s %2 dice are practice until the clock is right.</translation>
    </message>
    <message numerus="yes">
        <source>You started today&apos;s daily: %n turns played. Finish it today.</source>
        <extracomment>Daily screen: today&apos;s counted game was started and left; %n turns played so far. Room: any length (the page scrolls).</extracomment>
        <translation>
            <numerusform>You started today&apos;s daily: %n turn played. Finish it today.</numerusform>
            <numerusform>You started today&apos;s daily: %n turns played. Finish it today.</numerusform>
        </translation>
    </message>
    <message>
        <source>Today&apos;s %1 dice are waiting for you</source>
        <extracomment>Daily screen: today&apos;s game is not played yet; %1 is the difficulty. Room: 47 characters.</extracomment>
        <translation>Today&apos;s %1 dice are waiting for you</translation>
    </message>
    <message>
        <source>Turns: %1 · Majda Powers used: %2</source>
        <extracomment>Daily screen under today&apos;s score; %1 turns, %2 Majda Powers used (formatted numbers). Room: 41 characters.</extracomment>
        <translation>Turns: %1 · Majda Powers used: %2</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n days in a row · best %1</source>
        <extracomment>Daily screen: consecutive days with a finished daily; %n days in a row now, %1 the best run ever. Room: 42 characters.</extracomment>
        <translation>
            <numerusform>Streak: %n day in a row · best %1</numerusform>
            <numerusform>Streak: %n days in a row · best %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No streak running · best %n days in a row</source>
        <extracomment>Daily screen: the streak was broken; %n the best run of days in a row ever. Room: any length (the page scrolls).</extracomment>
        <translation>
            <numerusform>No streak running · best %n day in a row</numerusform>
            <numerusform>No streak running · best %n days in a row</numerusform>
        </translation>
    </message>
    <message>
        <source>Play today to start a streak</source>
        <extracomment>Daily screen: no daily finished yet in this difficulty. Room: 42 characters.</extracomment>
        <translation>Play today to start a streak</translation>
    </message>
    <message>
        <source>PRACTICE</source>
        <extracomment>Daily screen button once today&apos;s daily is played: the same dice again, not counted. Short. Room: 12 characters.</extracomment>
        <translation>PRACTICE</translation>
    </message>
    <message>
        <source>CONTINUE</source>
        <extracomment>Daily screen button: go on with today&apos;s started daily. Room: 12 characters.</extracomment>
        <translation>CONTINUE</translation>
    </message>
    <message>
        <source>PLAY TODAY</source>
        <extracomment>Daily screen button: start today&apos;s daily (it counts). Room: 14 characters.</extracomment>
        <translation>PLAY TODAY</translation>
    </message>
    <message>
        <source>A friend sent you a code? Play the same dice.</source>
        <extracomment>Daily screen, beside the PLAY A CODE button. Room: any length (the page scrolls).</extracomment>
        <translation>A friend sent you a code? Play the same dice.</translation>
    </message>
    <message>
        <source>PLAY A CODE</source>
        <extracomment>Button that opens the &quot;Play a code&quot; dialog. Room: 16 characters.</extracomment>
        <translation>PLAY A CODE</translation>
    </message>
    <message>
        <source>Your %1 dailies</source>
        <extracomment>Daily screen heading over the table of earlier dailies; %1 is the difficulty. Room: 19 characters.</extracomment>
        <translation>Your %1 dailies</translation>
    </message>
    <message>
        <source>No %1 daily finished yet. Today&apos;s can be the first.</source>
        <extracomment>Daily table without a finished daily yet; %1 is the difficulty. Room: any length (the page scrolls).</extracomment>
        <translation>No %1 daily finished yet. Today&apos;s can be the first.</translation>
    </message>
</context>
<context>
    <name>DailyTable</name>
    <message>
        <source>Date</source>
        <extracomment>Table column heading: the day a game was played. Room: 7 characters.</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Table column heading: final score. Room: 8 characters.</extracomment>
        <translation>Score</translation>
    </message>
    <message>
        <source>Turns</source>
        <extracomment>Table column heading: number of turns. Room: 8 characters.</extracomment>
        <translation>Turns</translation>
    </message>
    <message>
        <source>Powers</source>
        <extracomment>Table column heading: Majda Powers used. Room: 9 characters.</extracomment>
        <translation>Powers</translation>
    </message>
    <message>
        <source>REPLAY</source>
        <extracomment>Button on a finished game&apos;s row: watch it again, action by action. Room: 9 characters.</extracomment>
        <translation>REPLAY</translation>
    </message>
    <message>
        <source>REPLAY the game of %1, score %2</source>
        <extracomment>Screen-reader name of a row&apos;s REPLAY button; %1 the date, %2 the score.</extracomment>
        <translation>REPLAY the game of %1, score %2</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>%1, %2</source>
        <extracomment>A date and a time of day (high scores, the operator&apos;s log); %1 &quot;Dec 7, 2026&quot;, %2 &quot;12:28&quot;. Room: 5 characters.</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>DieDelegate</name>
    <message>
        <source>Die %1, not rolled</source>
        <extracomment>Screen-reader name of an empty die slot in the tray; %1 is the die number 1-4.</extracomment>
        <translation>Die %1, not rolled</translation>
    </message>
    <message>
        <source>Die %1: %2, on the board</source>
        <extracomment>Screen-reader name of a die placed on the board; %1 die number 1-4, %2 its value 1-6.</extracomment>
        <translation>Die %1: %2, on the board</translation>
    </message>
    <message>
        <source>Die %1: %2, selected</source>
        <extracomment>Screen-reader name of a selected die; %1 die number 1-4, %2 its value 1-6.</extracomment>
        <translation>Die %1: %2, selected</translation>
    </message>
    <message>
        <source>Die %1: %2</source>
        <extracomment>Screen-reader name of a die in the tray; %1 die number 1-4, %2 its value 1-6.</extracomment>
        <translation>Die %1: %2</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>STRAIGHT +%1</source>
        <extracomment>Game-over breakdown, a line&apos;s bonus (R7.2); %1 is its points (60). Room: 14 characters.</extracomment>
        <translation>STRAIGHT +%1</translation>
    </message>
    <message>
        <source>FOUR OF A KIND +%1</source>
        <extracomment>Game-over breakdown, a line&apos;s bonus (R7.2); %1 is its points (40). Room: 23 characters.</extracomment>
        <translation>FOUR OF A KIND +%1</translation>
    </message>
    <message>
        <source>TWO PAIRS +%1</source>
        <extracomment>Game-over breakdown, a line&apos;s bonus (R7.2); %1 is its points (20). Room: 16 characters.</extracomment>
        <translation>TWO PAIRS +%1</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>Game-over title. Room: 15 characters.</extracomment>
        <translation>Game over</translation>
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
        <translation>Final score: %1</translation>
    </message>
    <message numerus="yes">
        <source>Daily of %1 · %n days in a row</source>
        <extracomment>Game over of today&apos;s daily challenge: its day and the streak it keeps; %1 the date (written the language&apos;s way), %n the days in a row. Room: 44 characters.</extracomment>
        <translation>
            <numerusform>Daily of %1 · %n&#xa0;day in a row</numerusform>
            <numerusform>Daily of %1 · %n&#xa0;days in a row</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily of %1</source>
        <extracomment>Game over of today&apos;s daily challenge, the first of a streak; %1 the date (written the language&apos;s way). Room: 30 characters.</extracomment>
        <translation>Daily of %1</translation>
    </message>
    <message>
        <source>Next daily in %1</source>
        <extracomment>Game over of today&apos;s daily challenge: the time until tomorrow&apos;s daily; %1 as a clock shows it (5:07:09). Room: 30 characters.</extracomment>
        <translation>Next daily in %1</translation>
    </message>
    <message>
        <source>First %1 score</source>
        <extracomment>Game over: the first finished game of this difficulty&apos;s table (not yet a record to beat); %1 is the difficulty name. Room: 20 characters.</extracomment>
        <translation>First %1 score</translation>
    </message>
    <message>
        <source>★ A new record in %1! ★</source>
        <extracomment>Game over: the score beats every earlier one of this difficulty&apos;s table; %1 is the difficulty name. Room: 30 characters.</extracomment>
        <translation>★ A new record in %1! ★</translation>
    </message>
    <message>
        <source>Rank %1 of the ten best in %2</source>
        <extracomment>Game over: the rank reached; %1 the rank 2-10, %2 the difficulty name. Room: 35 characters.</extracomment>
        <translation>Rank %1 of the ten best in %2</translation>
    </message>
    <message>
        <source>This score could not be saved</source>
        <extracomment>Game over: the score&apos;s record could not be written to disk (a full or read-only disk), so no rank is known. Room: 41 characters.</extracomment>
        <translation>This score could not be saved</translation>
    </message>
    <message>
        <source>Not among the ten best in %1 this time</source>
        <extracomment>Game over: the score did not enter the table; %1 is the difficulty name. Room: 51 characters.</extracomment>
        <translation>Not among the ten best in %1 this time</translation>
    </message>
    <message>
        <source>◆ Played with a HINT: marked as assisted in the high scores</source>
        <extracomment>Game over, when a HINT was shown in the game: its high-score entry carries the &quot;assisted&quot; mark. Room: 83 characters.</extracomment>
        <translation>◆ Played with a HINT: marked as assisted in the high scores</translation>
    </message>
    <message>
        <source>Row %1</source>
        <extracomment>Game-over breakdown label; %1 is the row number 1-4. Room: 7 characters.</extracomment>
        <translation>Row %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>Game-over breakdown label; %1 is the column number 1-4. Room: 10 characters.</extracomment>
        <translation>Column %1</translation>
    </message>
    <message>
        <source>Rows and columns</source>
        <extracomment>Game-over breakdown: sum of all rows and columns (R7.1). Room: 23 characters.</extracomment>
        <translation>Rows and columns</translation>
    </message>
    <message>
        <source>Line bonuses</source>
        <extracomment>Game-over breakdown: all combination bonuses (R7.2). Room: 20 characters.</extracomment>
        <translation>Line bonuses</translation>
    </message>
    <message numerus="yes">
        <source>%n RUINS × %L1</source>
        <extracomment>Game-over breakdown: ruins and their penalty; %n is the number of ruins, %1 (as %L1) the points each costs (R6.5, 15). Room: 13 characters.</extracomment>
        <translation>
            <numerusform>%n RUIN × %L1</numerusform>
            <numerusform>%n RUINS × %L1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Majda Powers used</source>
        <extracomment>Game-over breakdown: Majda Powers used; %n is how many. Room: 26 characters.</extracomment>
        <translation>
            <numerusform>%n Majda Power used</numerusform>
            <numerusform>%n Majda Powers used</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <extracomment>Game-over breakdown, last line: the final score (R7.4). Room: 16 characters.</extracomment>
        <translation>Final score</translation>
    </message>
    <message>
        <source>HIGH SCORES</source>
        <extracomment>Game-over button that opens the high-score tables. Room: 16 characters.</extracomment>
        <translation>HIGH SCORES</translation>
    </message>
    <message>
        <source>REVIEW</source>
        <extracomment>Game-over button: go through the game turn by turn against the expert&apos;s choices. Room: 9 characters.</extracomment>
        <translation>REVIEW</translation>
    </message>
    <message>
        <source>BOARD</source>
        <extracomment>Game-over button: hide this card to look at the finished board (RESULT brings it back). Room: 8 characters.</extracomment>
        <translation>BOARD</translation>
    </message>
    <message>
        <source>NEW GAME</source>
        <extracomment>Game-over button: start the next game. Room: 15 characters.</extracomment>
        <translation>NEW GAME</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>the %1 to row %2, column %3</source>
        <extracomment>Screen-reader HINT, one step: a die&apos;s value and the cell it goes to; %1 the value (1-6), %2 the row, %3 the column (1-4).</extracomment>
        <translation>the %1 to row %2, column %3</translation>
    </message>
    <message>
        <source>HINT: %1</source>
        <extracomment>Screen-reader announcement of a HINT&apos;s placements, in order; %1 the steps as a list (&quot;the 4 to row 2, column 3 and the 5 to row 2, column 4&quot;).</extracomment>
        <translation>HINT: %1</translation>
    </message>
    <message>
        <source>ROLL</source>
        <extracomment>Main button: throw the four dice (R3.1). Room: 7 characters.</extracomment>
        <translation>ROLL</translation>
    </message>
    <message>
        <source>CONFIRM</source>
        <extracomment>Main button: make the prepared dice permanent (R3.3). Room: 10 characters.</extracomment>
        <translation>CONFIRM</translation>
    </message>
    <message numerus="yes">
        <source>%1 points</source>
        <extracomment>Under CONFIRM: the points the turn adds (%1 signed, e.g. &quot;+24&quot; or &quot;−3&quot;, in the language&apos;s digits). A plural message: the form follows the size of the number (French &quot;+1 point&quot;, &quot;+24 points&quot;). Room: 10 characters.</extracomment>
        <translation>
            <numerusform>%1 point</numerusform>
            <numerusform>%1 points</numerusform>
        </translation>
    </message>
    <message>
        <source>HINT</source>
        <extracomment>Button: show the expert&apos;s turn for this roll on the board, without playing it. Room: 7 characters.</extracomment>
        <translation>HINT</translation>
    </message>
    <message>
        <source>BACK</source>
        <extracomment>Button while choosing the cell to ruin: back to the MAGDAGDON choice. Room: 8 characters.</extracomment>
        <translation>BACK</translation>
    </message>
    <message>
        <source>RESULT</source>
        <extracomment>Button after the game-over card was put aside: bring the result back. Room: 9 characters.</extracomment>
        <translation>RESULT</translation>
    </message>
    <message>
        <source>HINT: show the best play for this roll (the game counts as assisted)</source>
        <extracomment>Screen-reader name of the HINT button; the game is then marked as assisted in the high scores.</extracomment>
        <translation>HINT: show the best play for this roll (the game counts as assisted)</translation>
    </message>
    <message>
        <source>Rolled %1</source>
        <extracomment>Screen-reader announcement after ROLL; %1 the four values as a list, e.g. &quot;3, 4, 1 and 6&quot;.</extracomment>
        <translation>Rolled %1</translation>
    </message>
    <message>
        <source>Dice now %1</source>
        <extracomment>Screen-reader announcement after a Majda Power; %1 the free dice&apos;s values as a list, e.g. &quot;3 and 4&quot;.</extracomment>
        <translation>Dice now %1</translation>
    </message>
    <message>
        <source>MAGDAGDON: not enough dice can be placed</source>
        <extracomment>Screen-reader announcement: the roll cannot be placed (R6.1).</extracomment>
        <translation>MAGDAGDON: not enough dice can be placed</translation>
    </message>
    <message>
        <source>Bonus line!</source>
        <extracomment>Screen-reader announcement after CONFIRM: a row or column earned a bonus (R7.2).</extracomment>
        <translation>Bonus line!</translation>
    </message>
    <message>
        <source>A cell became a RUIN</source>
        <extracomment>Screen-reader announcement: a cell became a RUIN (R6.3).</extracomment>
        <translation>A cell became a RUIN</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Screen-reader announcement of two things at once (&quot;Rolled 3, 4, 1 and 6. Bonus line!&quot;); %1 the first sentence(s), %2 the next one.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Game over. Final score %1</source>
        <extracomment>Screen-reader announcement at the end of the game; %1 is the final score, already written the language&apos;s way (−15).</extracomment>
        <translation>Game over. Final score %1</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>Start a new game? The game in progress ends and is not recorded.</source>
        <extracomment>Question before NEW GAME abandons the game in progress (R2.2). Room: 90 characters.</extracomment>
        <translation>Start a new game? The game in progress ends and is not recorded.</translation>
    </message>
    <message>
        <source>NEW GAME</source>
        <extracomment>Dialog button: abandon this game and start a new one. Room: 15 characters.</extracomment>
        <translation>NEW GAME</translation>
    </message>
    <message>
        <source>HINT shows the best play the expert sees for this roll. A game played with a HINT is marked as assisted in the high scores.</source>
        <extracomment>Asked before the first HINT ever shown: what a HINT does, and what it costs the game. Room: 173 characters.</extracomment>
        <translation>HINT shows the best play the expert sees for this roll. A game played with a HINT is marked as assisted in the high scores.</translation>
    </message>
    <message>
        <source>SHOW HINT</source>
        <extracomment>Dialog button: show the HINT (the game is marked as assisted). Room: 13 characters.</extracomment>
        <translation>SHOW HINT</translation>
    </message>
</context>
<context>
    <name>HighScoresPage</name>
    <message>
        <source>HIGH SCORES</source>
        <extracomment>Title of the high-score screen. Room: 16 characters.</extracomment>
        <translation>HIGH SCORES</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>High-score column heading: rank (1-10). Room: 4 characters.</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>High-score column heading. Room: 8 characters.</extracomment>
        <translation>Score</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>High-score column heading: when the game ended. Room: 7 characters.</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Turns</source>
        <extracomment>High-score column heading: number of turns. Room: 8 characters.</extracomment>
        <translation>Turns</translation>
    </message>
    <message>
        <source>Powers</source>
        <extracomment>High-score column heading: Majda Powers used. Room: 9 characters.</extracomment>
        <translation>Powers</translation>
    </message>
    <message>
        <source>HINT</source>
        <extracomment>High-score column heading over the mark of games played with a HINT. Room: 7 characters.</extracomment>
        <translation>HINT</translation>
    </message>
    <message>
        <source>%1</source>
        <extracomment>High-score table, a score; %1 is the number, already written the language&apos;s way (with a true minus: −15). Room: 3 characters.</extracomment>
        <translation>%1</translation>
    </message>
    <message>
        <source>assisted</source>
        <extracomment>High-score mark: a HINT was used in this game. Room: 12 characters.</extracomment>
        <translation>assisted</translation>
    </message>
    <message>
        <source>REPLAY</source>
        <extracomment>Button on a high-score row: watch that game again, action by action. Room: 9 characters.</extracomment>
        <translation>REPLAY</translation>
    </message>
    <message>
        <source>No finished game in %1 yet. The first one starts the table.</source>
        <extracomment>High-score screen when a difficulty has no finished game yet; %1 is the difficulty. Room: any length (the page scrolls).</extracomment>
        <translation>No finished game in %1 yet. The first one starts the table.</translation>
    </message>
</context>
<context>
    <name>IdleCountdownOverlay</name>
    <message>
        <source>Still playing?</source>
        <extracomment>Kiosk idle question, shown after a long time without a touch. Room: 22 characters.</extracomment>
        <translation>Still playing?</translation>
    </message>
    <message>
        <source>Your score is saved. Tap anywhere to stay here.</source>
        <extracomment>Kiosk idle overlay after a finished game (its score is already saved). Room: 66 characters.</extracomment>
        <translation>Your score is saved. Tap anywhere to stay here.</translation>
    </message>
    <message>
        <source>Tap anywhere to keep playing. Otherwise this game ends and is not recorded.</source>
        <extracomment>Kiosk idle overlay during a game: without a tap the game ends unrecorded. Room: 105 characters.</extracomment>
        <translation>Tap anywhere to keep playing. Otherwise this game ends and is not recorded.</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <source>ROLL</source>
        <extracomment>Key list (F1): what R does; the game&apos;s ROLL button. Room: 7 characters.</extracomment>
        <translation>ROLL</translation>
    </message>
    <message>
        <source>Select that die (again: unselect it)</source>
        <extracomment>Key list (F1): what the keys 1 2 3 4 do. Room: 58 characters.</extracomment>
        <translation>Select that die (again: unselect it)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <extracomment>Key list (F1): the arrow keys&apos; name. Room: 14 characters.</extracomment>
        <translation>Arrow keys</translation>
    </message>
    <message>
        <source>Move the cursor on the board</source>
        <extracomment>Key list (F1): what the arrow keys do. Room: 40 characters.</extracomment>
        <translation>Move the cursor on the board</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <extracomment>Key list (F1): the Enter and Space keys&apos; names. Room: 17 characters.</extracomment>
        <translation>Enter, Space</translation>
    </message>
    <message>
        <source>On the board: place the selected die, take a die back, or choose the ruin; on a button: press it</source>
        <extracomment>Key list (F1): what Enter and Space do. Room: 135 characters.</extracomment>
        <translation>On the board: place the selected die, take a die back, or choose the ruin; on a button: press it</translation>
    </message>
    <message>
        <source>CONFIRM</source>
        <extracomment>Key list (F1): what C does; the game&apos;s CONFIRM button. Room: 10 characters.</extracomment>
        <translation>CONFIRM</translation>
    </message>
    <message>
        <source>%1 on the selected die</source>
        <extracomment>Key list (F1): what a Majda Power&apos;s key does when the power changes one die; %1 the power button&apos;s name (DECREASE −1, INCREASE +1). Room: 28 characters.</extracomment>
        <translation>%1 on the selected die</translation>
    </message>
    <message>
        <source>ACCEPT MAGDAGDON, then choose the cell to ruin with the cursor and Enter</source>
        <extracomment>Key list (F1): what A does. Room: 101 characters.</extracomment>
        <translation>ACCEPT MAGDAGDON, then choose the cell to ruin with the cursor and Enter</translation>
    </message>
    <message>
        <source>HINT</source>
        <extracomment>Key list (F1): what H does; the HINT button. Room: 7 characters.</extracomment>
        <translation>HINT</translation>
    </message>
    <message>
        <source>NEW GAME (asks first when a game is running)</source>
        <extracomment>Key list (F1): what N does. Room: 62 characters.</extracomment>
        <translation>NEW GAME (asks first when a game is running)</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <extracomment>Key list (F1): the Tab keys&apos; names. Room: 20 characters.</extracomment>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the buttons</source>
        <extracomment>Key list (F1): what Tab and Shift+Tab do. Room: 34 characters.</extracomment>
        <translation>Move between the buttons</translation>
    </message>
    <message>
        <source>Escape</source>
        <extracomment>Key list (F1): the Escape key&apos;s name. Room: 9 characters.</extracomment>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Close the open dialog or page, or step back</source>
        <extracomment>Key list (F1): what Escape does. Room: 61 characters.</extracomment>
        <translation>Close the open dialog or page, or step back</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <extracomment>Key list (F1): what F1 and ? do. Room: 29 characters.</extracomment>
        <translation>This list of keys</translation>
    </message>
    <message>
        <source>Keys</source>
        <extracomment>Title of the list of keys (F1). Room: 9 characters.</extracomment>
        <translation>Keys</translation>
    </message>
    <message>
        <source>CLOSE</source>
        <extracomment>Button that closes the list of keys. Room: 8 characters.</extracomment>
        <translation>CLOSE</translation>
    </message>
</context>
<context>
    <name>KioskCaption</name>
    <message>
        <source>%1 on an empty board: any cell is allowed</source>
        <extracomment>Attract-mode caption (R4.2): the first number may go anywhere; %1 is the die value. Room: 55 characters.</extracomment>
        <translation>%1 on an empty board: any cell is allowed</translation>
    </message>
    <message>
        <source>%1 next to %2: allowed</source>
        <extracomment>Attract-mode caption (R4.3): %1 the die placed, %2 its neighbouring numbers as a list (&quot;3&quot;, &quot;3 and 5&quot;). Room: 26 characters.</extracomment>
        <translation>%1 next to %2: allowed</translation>
    </message>
    <message>
        <source>ROLL: %1</source>
        <extracomment>Attract-mode caption after the bot&apos;s ROLL; %1 the four dice values as a list (&quot;3, 4, 1 and 6&quot;). Room: 9 characters.</extracomment>
        <translation>ROLL: %1</translation>
    </message>
    <message>
        <source>CONFIRM: these numbers stay for good · score %1</source>
        <extracomment>Attract-mode caption after CONFIRM; %1 is the running score. Room: 63 characters.</extracomment>
        <translation>CONFIRM: these numbers stay for good · score %1</translation>
    </message>
    <message>
        <source>MAGDAGDON: no way to place enough of these dice</source>
        <extracomment>Attract-mode caption (R6.1): no legal way to place as many dice as the turn needs. Room: 66 characters.</extracomment>
        <translation>MAGDAGDON: no way to place enough of these dice</translation>
    </message>
    <message>
        <source>%1: %2 becomes %3</source>
        <extracomment>Attract-mode caption (R5.2): a Majda Power changed one die; %1 the power&apos;s button word (DECREASE −1, INCREASE +1), %2 the die before, %3 after. Room: 16 characters.</extracomment>
        <translation>%1: %2 becomes %3</translation>
    </message>
    <message>
        <source>%1: the selected dice thrown again</source>
        <extracomment>Attract-mode caption (R5.3): a Majda Power threw the selected dice again; %1 the power&apos;s button word (REROLL). Room: 45 characters.</extracomment>
        <translation>%1: the selected dice thrown again</translation>
    </message>
    <message numerus="yes">
        <source>An empty cell becomes a RUIN: −%Ln points</source>
        <extracomment>Attract-mode caption (R6.3): an empty cell became a RUIN; %Ln is the penalty in points (15). Room: 54 characters.</extracomment>
        <translation>
            <numerusform>An empty cell becomes a RUIN: −%Ln point</numerusform>
            <numerusform>An empty cell becomes a RUIN: −%Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board is full: %1 points</source>
        <extracomment>Attract-mode caption when the bot&apos;s game ends; %1 is its final score, with its sign (−15). A plural message: the form follows the size of the number (French &quot;1 point&quot;, &quot;−15 points&quot;). Room: 37 characters.</extracomment>
        <translation>
            <numerusform>The board is full: %1 point</numerusform>
            <numerusform>The board is full: %1 points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KioskCornerArea</name>
    <message numerus="yes">
        <source>Operator: hold for %n seconds</source>
        <extracomment>Screen-reader name of the hidden operator corner; %n is how many seconds to hold it (3).</extracomment>
        <translation>
            <numerusform>Operator: hold for %n second</numerusform>
            <numerusform>Operator: hold for %n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KioskHowToCard</name>
    <message>
        <source>How to play</source>
        <extracomment>Title of the kiosk&apos;s rules card. Room: 16 characters.</extracomment>
        <translation>How to play</translation>
    </message>
    <message>
        <source>Tap ROLL: four dice are thrown.</source>
        <extracomment>Kiosk rules card, step 1 (R3.1). Room: any length (the page scrolls).</extracomment>
        <translation>Tap ROLL: four dice are thrown.</translation>
    </message>
    <message>
        <source>Tap a die, then a lit cell. Numbers grow as one field: a die goes next to a number, and differs by at most 1 from every number beside it.</source>
        <extracomment>Kiosk rules card, step 2 (R4): where a die may go. Room: any length (the page scrolls).</extracomment>
        <translation>Tap a die, then a lit cell. Numbers grow as one field: a die goes next to a number, and differs by at most 1 from every number beside it.</translation>
    </message>
    <message numerus="yes">
        <source>Place at least %n dice, then tap CONFIRM: they stay for good.</source>
        <extracomment>Kiosk rules card, step 3 (R3.3); %n is the number of dice a turn needs. Room: any length (the page scrolls).</extracomment>
        <translation>
            <numerusform>Place at least %n die, then tap CONFIRM: it stays for good.</numerusform>
            <numerusform>Place at least %n dice, then tap CONFIRM: they stay for good.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every row and every column scores the sum of its numbers. A full line earns a bonus as a STRAIGHT, FOUR OF A KIND or TWO PAIRS.</source>
        <extracomment>Kiosk rules card, step 4 (R7): scoring. Room: any length (the page scrolls).</extracomment>
        <translation>Every row and every column scores the sum of its numbers. A full line earns a bonus as a STRAIGHT, FOUR OF A KIND or TWO PAIRS.</translation>
    </message>
    <message numerus="yes">
        <source>No way to place enough dice? That is MAGDAGDON: an empty cell becomes a RUIN, −%Ln points.</source>
        <extracomment>Kiosk rules card, step 5 (R6): a roll that cannot be placed; %Ln is the ruin&apos;s cost in points (a plural message). Room: any length (the page scrolls).</extracomment>
        <translation>
            <numerusform>No way to place enough dice? That is MAGDAGDON: an empty cell becomes a RUIN, −%Ln point.</numerusform>
            <numerusform>No way to place enough dice? That is MAGDAGDON: an empty cell becomes a RUIN, −%Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Majda Powers (%n per game) change a die by 1 or roll dice again; each use costs points.</source>
        <extracomment>Kiosk rules card, step 6 (R5); %n is how many Majda Powers a game has. Room: any length (the page scrolls).</extracomment>
        <translation>
            <numerusform>Majda Powers (%n per game) change a die by 1 or roll dice again; each use costs points.</numerusform>
            <numerusform>Majda Powers (%n per game) change a die by 1 or roll dice again; each use costs points.</numerusform>
        </translation>
    </message>
    <message>
        <source>NIGHTMARE has no Majda Powers: every roll counts.</source>
        <extracomment>Kiosk rules card, step 6 in NIGHTMARE, which has no Majda Powers. Room: any length (the page scrolls).</extracomment>
        <translation>NIGHTMARE has no Majda Powers: every roll counts.</translation>
    </message>
    <message>
        <source>GOT IT</source>
        <extracomment>Closes the kiosk&apos;s rules card. Room: 9 characters.</extracomment>
        <translation>GOT IT</translation>
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
        <translation>RULES</translation>
    </message>
    <message>
        <source>Leave this game? It ends here and is not recorded.</source>
        <extracomment>Kiosk play screen, HOME during a game: the question before leaving. Room: 70 characters.</extracomment>
        <translation>Leave this game? It ends here and is not recorded.</translation>
    </message>
    <message>
        <source>LEAVE GAME</source>
        <extracomment>Kiosk play screen: the button that really leaves the game. Room: 14 characters.</extracomment>
        <translation>LEAVE GAME</translation>
    </message>
    <message>
        <source>HOME</source>
        <extracomment>Kiosk play screen button: back to the welcome screen. Room: 7 characters.</extracomment>
        <translation>HOME</translation>
    </message>
</context>
<context>
    <name>KioskScoresPage</name>
    <message>
        <source>HIGH SCORES</source>
        <extracomment>Heading of the kiosk&apos;s high-score screen (shown after a game). Room: 16 characters.</extracomment>
        <translation>HIGH SCORES</translation>
    </message>
    <message>
        <source>PLAY AGAIN</source>
        <extracomment>Kiosk high-score screen: start another game. Room: 14 characters.</extracomment>
        <translation>PLAY AGAIN</translation>
    </message>
    <message>
        <source>DONE</source>
        <extracomment>Kiosk high-score screen: back to the welcome screen. Room: 7 characters.</extracomment>
        <translation>DONE</translation>
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
        <translation>STRAIGHT</translation>
    </message>
    <message>
        <source>FOUR OF A KIND</source>
        <comment>ribbon</comment>
        <extracomment>Board ribbon naming a line bonus (R7.2). Room: 14 characters, in lines of at most 9 (the ribbon takes two lines). A short form is fine.</extracomment>
        <translation>FOUR OF A KIND</translation>
    </message>
    <message>
        <source>TWO PAIRS</source>
        <comment>ribbon</comment>
        <extracomment>Board ribbon naming a line bonus (R7.2). Room: 14 characters, in lines of at most 9 (the ribbon takes two lines). A short form is fine.</extracomment>
        <translation>TWO PAIRS</translation>
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
        <translation>Still MAGDAGDON</translation>
    </message>
    <message numerus="yes">
        <source>These dice cannot place %n dice.</source>
        <extracomment>MAGDAGDON screen (R6.1) when the reason is not known; %n is the dice this turn needs. Room: 54 characters.</extracomment>
        <translation>
            <numerusform>These dice cannot place %n die.</numerusform>
            <numerusform>These dice cannot place %n dice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of these dice can join the board; %n dice are needed.</source>
        <extracomment>MAGDAGDON screen (R6.1): no die can go on the board; %n is the dice this turn needs. Room: 79 characters.</extracomment>
        <translation>
            <numerusform>None of these dice can join the board; %n die is needed.</numerusform>
            <numerusform>None of these dice can join the board; %n dice are needed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only one die can go at a time (the %1 each fit alone); %n dice are needed.</source>
        <extracomment>MAGDAGDON screen (R6.1): each of these values fits on its own, never two together; %1 the values (&quot;3, 4 and 6&quot;), %n the dice needed. Room: 98 characters.</extracomment>
        <translation>
            <numerusform>Only one die can go at a time (the %1 each fit alone); %n die is needed.</numerusform>
            <numerusform>Only one die can go at a time (the %1 each fit alone); %n dice are needed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only one die fits (the %1); %n dice are needed.</source>
        <extracomment>MAGDAGDON screen (R6.1): only one die at a time fits; %1 the values that could go (&quot;5 and 6&quot;), %n the dice needed. Room: 61 characters.</extracomment>
        <translation>
            <numerusform>Only one die fits (the %1); %n die is needed.</numerusform>
            <numerusform>Only one die fits (the %1); %n dice are needed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the %1 join; %n dice are needed.</source>
        <extracomment>MAGDAGDON screen (R6.1): only these dice join together; %1 their values (&quot;5 and 6&quot;), %n the dice needed. Room: 50 characters.</extracomment>
        <translation>
            <numerusform>Only the %1 join; %n die is needed.</numerusform>
            <numerusform>Only the %1 join; %n dice are needed.</numerusform>
        </translation>
    </message>
    <message>
        <source>Changing one die by 1 rescues the roll for sure; a REROLL only may. Or accept: one empty cell becomes a RUIN.</source>
        <extracomment>MAGDAGDON screen (R6.2), after the reason, when changing one die by 1 (DECREASE −1 or INCREASE +1) is sure to rescue the roll. Room: 153 characters.</extracomment>
        <translation>Changing one die by 1 rescues the roll for sure; a REROLL only may. Or accept: one empty cell becomes a RUIN.</translation>
    </message>
    <message>
        <source>Rescue the roll with a Majda Power, or accept: one empty cell becomes a RUIN.</source>
        <extracomment>MAGDAGDON screen (R6.2), after the reason: the two ways out. Room: 108 characters.</extracomment>
        <translation>Rescue the roll with a Majda Power, or accept: one empty cell becomes a RUIN.</translation>
    </message>
    <message>
        <source>No roll can fit here, so no Majda Power can rescue it. Accept: one empty cell becomes a RUIN.</source>
        <extracomment>MAGDAGDON screen with powers left when no roll at all fits the cells left, after the reason: no power can help. Room: 131 characters.</extracomment>
        <translation>No roll can fit here, so no Majda Power can rescue it. Accept: one empty cell becomes a RUIN.</translation>
    </message>
    <message>
        <source>Accept: one empty cell becomes a RUIN.</source>
        <extracomment>MAGDAGDON screen without powers left, after the reason. Room: 54 characters.</extracomment>
        <translation>Accept: one empty cell becomes a RUIN.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>MAGDAGDON screen: the reason, then the ways out; %1 the reason (one sentence), %2 the next sentence. Room: 4 characters.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 ON THE %2</source>
        <extracomment>Big MAGDAGDON button (R6.2, R5.2): a Majda Power on the die %2, which surely rescues the roll; %1 the power button&apos;s name (DECREASE −1, INCREASE +1). Button names as in the vocabulary table, in capitals. Room: 12 characters.</extracomment>
        <translation>%1 ON THE %2</translation>
    </message>
    <message numerus="yes">
        <source>it becomes a %1, −%Ln points</source>
        <extracomment>Under the sure-rescue button: the die&apos;s new value %1, and what it costs; %Ln is the points, e.g. 10 (a plural message). Room: 33 characters.</extracomment>
        <translation>
            <numerusform>it becomes a %1, −%Ln point</numerusform>
            <numerusform>it becomes a %1, −%Ln points</numerusform>
        </translation>
    </message>
    <message>
        <source>REROLL ALL DICE</source>
        <extracomment>Big MAGDAGDON button: REROLL all four dice with a Majda Power. Room: 21 characters.</extracomment>
        <translation>REROLL ALL DICE</translation>
    </message>
    <message numerus="yes">
        <source>−%Ln points</source>
        <extracomment>Under REROLL ALL DICE: what it costs; %Ln is the points, e.g. 10 (a plural message). Room: 12 characters.</extracomment>
        <translation>
            <numerusform>−%Ln point</numerusform>
            <numerusform>−%Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one RUIN, −%Ln points</source>
        <extracomment>Under ACCEPT MAGDAGDON: the cost of the ruin; %Ln is its points, 15 (a plural message). Room: 26 characters.</extracomment>
        <translation>
            <numerusform>one RUIN, −%Ln point</numerusform>
            <numerusform>one RUIN, −%Ln points</numerusform>
        </translation>
    </message>
    <message>
        <source>ACCEPT MAGDAGDON</source>
        <extracomment>Big MAGDAGDON button (R6.3). Room: 23 characters.</extracomment>
        <translation>ACCEPT MAGDAGDON</translation>
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
        <translation>BACK</translation>
    </message>
    <message>
        <source>NEW GAME</source>
        <extracomment>Navigation button: start a new game (asks first if one is in progress). Room: 15 characters.</extracomment>
        <translation>NEW GAME</translation>
    </message>
    <message>
        <source>DAILY</source>
        <extracomment>Navigation button to the daily challenge screen. Room: 8 characters.</extracomment>
        <translation>DAILY</translation>
    </message>
    <message>
        <source>RULES</source>
        <extracomment>Navigation button to the rules screen. Room: 8 characters.</extracomment>
        <translation>RULES</translation>
    </message>
    <message>
        <source>SCORES</source>
        <extracomment>Navigation button to the high-score tables. Room: 9 characters.</extracomment>
        <translation>SCORES</translation>
    </message>
    <message>
        <source>STATS</source>
        <extracomment>Navigation button to the statistics screen. Room: 9 characters.</extracomment>
        <translation>STATS</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <extracomment>Navigation button to the settings screen (glossary: SETTINGS). Room: 13 characters.</extracomment>
        <translation>SETTINGS</translation>
    </message>
    <message>
        <source>ABOUT</source>
        <extracomment>Navigation button to the about screen. Room: 9 characters.</extracomment>
        <translation>ABOUT</translation>
    </message>
    <message>
        <source>MORE</source>
        <extracomment>Navigation button that opens a menu with the screens the bar has no room for. Room: 7 characters.</extracomment>
        <translation>MORE</translation>
    </message>
</context>
<context>
    <name>OperatorPage</name>
    <message>
        <source>Operator</source>
        <extracomment>Title of the kiosk operator&apos;s screen. Room: 12 characters.</extracomment>
        <translation>Operator</translation>
    </message>
    <message numerus="yes">
        <source>Settings of this kiosk. Without a touch for %n seconds, a game in progress is abandoned.</source>
        <extracomment>Operator screen, under the title; %n is the idle time in seconds before a game is abandoned. Room: any length (the page scrolls).</extracomment>
        <translation>
            <numerusform>Settings of this kiosk. Without a touch for %n second, a game in progress is abandoned.</numerusform>
            <numerusform>Settings of this kiosk. Without a touch for %n seconds, a game in progress is abandoned.</numerusform>
        </translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Operator screen section heading. Room: 12 characters.</extracomment>
        <translation>Language</translation>
    </message>
    <message>
        <source>Today&apos;s daily for all</source>
        <extracomment>Operator screen: a switch; when on, every visitor plays today&apos;s daily challenge (the same dice for all that day). Room: 30 characters.</extracomment>
        <translation>Today&apos;s daily for all</translation>
    </message>
    <message>
        <source>Visitors&apos; games</source>
        <extracomment>Operator screen section heading: the games the visitors play (their difficulty, and whether all play today&apos;s daily). Room: 26 characters.</extracomment>
        <translation>Visitors&apos; games</translation>
    </message>
    <message>
        <source>Every game today uses the same dice, so today&apos;s best scores compare fairly.</source>
        <extracomment>Operator screen: the line under the daily switch. Room: any length (the page scrolls).</extracomment>
        <translation>Every game today uses the same dice, so today&apos;s best scores compare fairly.</translation>
    </message>
    <message>
        <source>Kiosk</source>
        <extracomment>Operator screen section heading. Room: 8 characters.</extracomment>
        <translation>Kiosk</translation>
    </message>
    <message>
        <source>TAP AGAIN TO CLEAR</source>
        <extracomment>Operator button, second step: tap again to really clear the scores. Room: 27 characters.</extracomment>
        <translation>TAP AGAIN TO CLEAR</translation>
    </message>
    <message>
        <source>CLEAR HIGH SCORES</source>
        <extracomment>Operator button: empty every high-score table. Room: 28 characters.</extracomment>
        <translation>CLEAR HIGH SCORES</translation>
    </message>
    <message>
        <source>All high scores are cleared.</source>
        <extracomment>Operator screen, after the high scores were cleared. Room: any length (the page scrolls).</extracomment>
        <translation>All high scores are cleared.</translation>
    </message>
    <message>
        <source>CHANGE PIN</source>
        <extracomment>Operator button: choose a new operator PIN (typed twice). Room: 15 characters.</extracomment>
        <translation>CHANGE PIN</translation>
    </message>
    <message>
        <source>The new PIN is set.</source>
        <extracomment>Operator screen, after a new PIN was set. Room: any length (the page scrolls).</extracomment>
        <translation>The new PIN is set.</translation>
    </message>
    <message>
        <source>The new PIN could not be saved: it holds until the kiosk restarts.</source>
        <extracomment>Operator screen, after a new PIN was set that could not be written to disk. Room: 93 characters.</extracomment>
        <translation>The new PIN could not be saved: it holds until the kiosk restarts.</translation>
    </message>
    <message>
        <source>PIN reset by the administrator</source>
        <extracomment>Operator log entry: the machine&apos;s administrator set a new PIN from the command line. Room: 42 characters.</extracomment>
        <translation>PIN reset by the administrator</translation>
    </message>
    <message>
        <source>BACK TO THE KIOSK</source>
        <extracomment>Operator button: leave the operator screen for the welcome screen. Room: 24 characters.</extracomment>
        <translation>BACK TO THE KIOSK</translation>
    </message>
    <message>
        <source>EXIT KIOSK MODE</source>
        <extracomment>Operator button: quit kiosk mode (the game closes). Room: 21 characters.</extracomment>
        <translation>EXIT KIOSK MODE</translation>
    </message>
    <message>
        <source>Look</source>
        <extracomment>Operator screen section heading: the kiosk&apos;s theme, text size and motion. Room: 9 characters.</extracomment>
        <translation>Look</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>Operator screen, theme choice: the dark theme. Room: 7 characters.</extracomment>
        <translation>Dark</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Operator screen, theme choice: high contrast (black and white). Room: 19 characters.</extracomment>
        <translation>High contrast</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>Operator screen, theme choice: the light theme (warm paper). Room: 8 characters.</extracomment>
        <translation>Light</translation>
    </message>
    <message>
        <source>Text %1%</source>
        <extracomment>Operator screen, a text size choice; %1 is the percentage, e.g. 150. Room: 9 characters.</extracomment>
        <translation>Text %1%</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <extracomment>Operator screen: a switch that turns the kiosk&apos;s animations off. Room: 20 characters.</extracomment>
        <translation>Reduced motion</translation>
    </message>
    <message>
        <source>Changes happen at once, without animations</source>
        <extracomment>Operator screen, under &quot;Reduced motion&quot;. Room: any length (the page scrolls).</extracomment>
        <translation>Changes happen at once, without animations</translation>
    </message>
    <message>
        <source>Recent operator log-ins</source>
        <extracomment>Operator screen section heading: the latest PIN entries, right and wrong. Room: 35 characters.</extracomment>
        <translation>Recent operator log-ins</translation>
    </message>
    <message>
        <source>Operator logged in</source>
        <extracomment>Operator log entry: the right PIN was entered. Room: 26 characters.</extracomment>
        <translation>Operator logged in</translation>
    </message>
    <message>
        <source>Wrong PIN</source>
        <extracomment>Operator log entry: a wrong PIN was entered. Room: 15 characters.</extracomment>
        <translation>Wrong PIN</translation>
    </message>
    <message>
        <source>PIN changed</source>
        <extracomment>Operator log entry: the PIN was changed on this page. Room: 16 characters.</extracomment>
        <translation>PIN changed</translation>
    </message>
    <message>
        <source>Old PIN moved to secure storage</source>
        <extracomment>Operator log entry: a PIN stored in clear by an older version was moved into the secure store. Room: 44 characters.</extracomment>
        <translation>Old PIN moved to secure storage</translation>
    </message>
    <message>
        <source>PIN set</source>
        <extracomment>Operator log entry: the first PIN was set at the kiosk&apos;s first start. Room: 15 characters.</extracomment>
        <translation>PIN set</translation>
    </message>
    <message>
        <source>Sound</source>
        <extracomment>Operator screen section heading: the kiosk&apos;s sound. Room: 7 characters.</extracomment>
        <translation>Sound</translation>
    </message>
    <message>
        <source>Sounds</source>
        <extracomment>Operator screen: a switch that turns the kiosk&apos;s sounds on or off. Room: 14 characters.</extracomment>
        <translation>Sounds</translation>
    </message>
    <message>
        <source>The visitors hear the dice, the lines and the records</source>
        <extracomment>Operator screen, under &quot;Sounds&quot;. Room: 75 characters.</extracomment>
        <translation>The visitors hear the dice, the lines and the records</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>Operator screen: the name of the kiosk&apos;s volume slider. Room: 9 characters.</extracomment>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Sound in the demo</source>
        <extracomment>Operator screen: a switch that lets the welcome screen&apos;s demo game be heard. Room: 24 characters.</extracomment>
        <translation>Sound in the demo</translation>
    </message>
    <message>
        <source>The bot&apos;s game on the welcome screen is heard too</source>
        <extracomment>Operator screen, under &quot;Sound in the demo&quot;. Room: 69 characters.</extracomment>
        <translation>The bot&apos;s game on the welcome screen is heard too</translation>
    </message>
    <message>
        <source>Quiet hours</source>
        <extracomment>Operator screen: a switch for hours in which the kiosk makes no sound. Room: 17 characters.</extracomment>
        <translation>Quiet hours</translation>
    </message>
    <message>
        <source>Silent from %1 to %2</source>
        <extracomment>Operator screen, under &quot;Quiet hours&quot; when they are on; %1 and %2 are times of day, e.g. 20:00 and 09:00. Room: 23 characters.</extracomment>
        <translation>Silent from %1 to %2</translation>
    </message>
    <message>
        <source>Sound at every hour</source>
        <extracomment>Operator screen, under &quot;Quiet hours&quot; when they are off. Room: 27 characters.</extracomment>
        <translation>Sound at every hour</translation>
    </message>
    <message>
        <source>From</source>
        <extracomment>Operator screen, quiet hours: the label before the hour they start. Room: 6 characters.</extracomment>
        <translation>From</translation>
    </message>
    <message>
        <source>Until</source>
        <extracomment>Operator screen, quiet hours: the label before the hour they end. Room: 7 characters.</extracomment>
        <translation>Until</translation>
    </message>
</context>
<context>
    <name>PinPadDialog</name>
    <message>
        <source>Operator PIN</source>
        <extracomment>Title of the kiosk operator&apos;s PIN pad. Room: 19 characters.</extracomment>
        <translation>Operator PIN</translation>
    </message>
    <message numerus="yes">
        <source>Too many tries. Wait %n seconds.</source>
        <extracomment>PIN pad after too many wrong tries; %n seconds to wait. Room: 42 characters.</extracomment>
        <translation>
            <numerusform>Too many tries. Wait %n second.</numerusform>
            <numerusform>Too many tries. Wait %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>The operator PIN file is missing or damaged, so this screen stays closed. The machine&apos;s administrator can set a new PIN with the command %1.</source>
        <extracomment>PIN pad when the kiosk&apos;s PIN file is lost or damaged: nothing opens the operator screen. %1 is a command typed on the machine (not translated). Room: 194 characters.</extracomment>
        <translation>The operator PIN file is missing or damaged, so this screen stays closed. The machine&apos;s administrator can set a new PIN with the command %1.</translation>
    </message>
    <message numerus="yes">
        <source>Tries cannot be saved here, so each wrong one locks the pad. Wait %n minute(s).</source>
        <extracomment>PIN pad when wrong tries cannot be saved on disk, so each one locks the pad; %n minutes to wait. Room: 108 characters.</extracomment>
        <translation>
            <numerusform>Tries cannot be saved here, so each wrong one locks the pad. Wait %n minute.</numerusform>
            <numerusform>Tries cannot be saved here, so each wrong one locks the pad. Wait %n minutes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tries cannot be saved here, so each wrong one locks the pad. Wait %n seconds.</source>
        <extracomment>PIN pad when wrong tries cannot be saved on disk, so each one locks the pad; %n seconds to wait. Room: 109 characters.</extracomment>
        <translation>
            <numerusform>Tries cannot be saved here, so each wrong one locks the pad. Wait %n second.</numerusform>
            <numerusform>Tries cannot be saved here, so each wrong one locks the pad. Wait %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many tries. Wait %n minute(s).</source>
        <extracomment>PIN pad after too many wrong tries; %n minutes to wait. Room: 45 characters.</extracomment>
        <translation>
            <numerusform>Too many tries. Wait %n minute.</numerusform>
            <numerusform>Too many tries. Wait %n minutes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrong PIN. Try again.</source>
        <extracomment>PIN pad after a wrong PIN. Room: 30 characters.</extracomment>
        <translation>Wrong PIN. Try again.</translation>
    </message>
    <message numerus="yes">
        <source>A PIN has %1 to %Ln digits.</source>
        <extracomment>PIN pad when a new PIN is too short; %1 is the fewest digits (4), %Ln the most (8; a plural message). Room: 31 characters.</extracomment>
        <translation>
            <numerusform>A PIN has %1 to %Ln digit.</numerusform>
            <numerusform>A PIN has %1 to %Ln digits.</numerusform>
        </translation>
    </message>
    <message>
        <source>The two PINs differ. Choose the new PIN again.</source>
        <extracomment>PIN pad when the new PIN typed the second time differs from the first. Room: 67 characters.</extracomment>
        <translation>The two PINs differ. Choose the new PIN again.</translation>
    </message>
    <message>
        <source>Type the same digits again, then OK.</source>
        <extracomment>PIN pad, second step of setting a PIN. Room: 51 characters.</extracomment>
        <translation>Type the same digits again, then OK.</translation>
    </message>
    <message numerus="yes">
        <source>This kiosk has no operator PIN yet. Choose %1 to %Ln digits, then OK.</source>
        <extracomment>PIN pad at the kiosk&apos;s very first start: no PIN exists yet; %1 is the fewest digits (4), %Ln the most (8; a plural message). Room: 90 characters.</extracomment>
        <translation>
            <numerusform>This kiosk has no operator PIN yet. Choose %1 to %Ln digit, then OK.</numerusform>
            <numerusform>This kiosk has no operator PIN yet. Choose %1 to %Ln digits, then OK.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %1 to %Ln digits, then OK.</source>
        <extracomment>PIN pad on the operator page: choosing a new PIN; %1 is the fewest digits (4), %Ln the most (8; a plural message). Room: 42 characters.</extracomment>
        <translation>
            <numerusform>Choose %1 to %Ln digit, then OK.</numerusform>
            <numerusform>Choose %1 to %Ln digits, then OK.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the PIN, then OK.</source>
        <extracomment>PIN pad instructions. Room: 38 characters.</extracomment>
        <translation>Type the PIN, then OK.</translation>
    </message>
    <message>
        <source>Confirm the new PIN</source>
        <extracomment>Title of the PIN pad when the new PIN is typed a second time. Room: 27 characters.</extracomment>
        <translation>Confirm the new PIN</translation>
    </message>
    <message>
        <source>Set the operator PIN</source>
        <extracomment>Title of the PIN pad at the kiosk&apos;s first start. Room: 28 characters.</extracomment>
        <translation>Set the operator PIN</translation>
    </message>
    <message>
        <source>New operator PIN</source>
        <extracomment>Title of the PIN pad when the operator changes the PIN. Room: 25 characters.</extracomment>
        <translation>New operator PIN</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>PIN pad key that checks the PIN. Room: 5 characters.</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Delete last digit</source>
        <extracomment>Screen-reader name of the PIN pad&apos;s delete key.</extracomment>
        <translation>Delete last digit</translation>
    </message>
    <message>
        <source>CANCEL</source>
        <extracomment>Closes the PIN pad without doing anything. Room: 9 characters.</extracomment>
        <translation>CANCEL</translation>
    </message>
</context>
<context>
    <name>PlayCodeDialog</name>
    <message>
        <source>Play this code? The game in progress ends and is not recorded.</source>
        <extracomment>Question before a game code replaces the game in progress (R2.2). Room: 87 characters.</extracomment>
        <translation>Play this code? The game in progress ends and is not recorded.</translation>
    </message>
    <message>
        <source>PLAY THE CODE</source>
        <extracomment>Dialog button: abandon this game and play the code&apos;s game. Room: 19 characters.</extracomment>
        <translation>PLAY THE CODE</translation>
    </message>
    <message>
        <source>Play a code</source>
        <extracomment>Title of the &quot;Play a code&quot; dialog. Room: 24 characters.</extracomment>
        <translation>Play a code</translation>
    </message>
    <message>
        <source>A game code names the difficulty and the dice. Type or paste a friend&apos;s code to play the very same rolls.</source>
        <extracomment>&quot;Play a code&quot; dialog: what a code is for. Room: 147 characters.</extracomment>
        <translation>A game code names the difficulty and the dice. Type or paste a friend&apos;s code to play the very same rolls.</translation>
    </message>
    <message>
        <source>e.g. P5WX9RG-DQTQK1N</source>
        <extracomment>Placeholder of the game-code field: an example, written as every game code is (keep the code as it is). Room: 28 characters.</extracomment>
        <translation>e.g. P5WX9RG-DQTQK1N</translation>
    </message>
    <message>
        <source>Game code</source>
        <extracomment>Screen-reader name of the game-code field.</extracomment>
        <translation>Game code</translation>
    </message>
    <message>
        <source>CANCEL</source>
        <extracomment>Dialog button that keeps things as they are. Room: 9 characters.</extracomment>
        <translation>CANCEL</translation>
    </message>
    <message>
        <source>PLAY</source>
        <extracomment>&quot;Play a code&quot; dialog button: start the game the code names. Room: 7 characters.</extracomment>
        <translation>PLAY</translation>
    </message>
</context>
<context>
    <name>PowerBar</name>
    <message numerus="yes">
        <source>−%Ln points</source>
        <extracomment>Under a power button: the points the next use costs; %Ln is a number like 10 (a plural message). Room: 12 characters.</extracomment>
        <translation>
            <numerusform>−%Ln point</numerusform>
            <numerusform>−%Ln points</numerusform>
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
        <translation>No Majda Power in this difficulty</translation>
    </message>
    <message numerus="yes">
        <source>Majda Powers: all %n used</source>
        <extracomment>Power bar heading when every use is spent; %n is the number used. Room: 41 characters.</extracomment>
        <translation>
            <numerusform>Majda Power: %n used, none left</numerusform>
            <numerusform>Majda Powers: all %n used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Majda Powers: %n of %1 left</source>
        <extracomment>Power bar heading (what the next use costs is on each button); %n uses left, %1 the total uses of this difficulty. Room: 33 characters.</extracomment>
        <translation>
            <numerusform>Majda Powers: %n of %1 left</numerusform>
            <numerusform>Majda Powers: %n of %1 left</numerusform>
        </translation>
    </message>
    <message>
        <source>CANCEL</source>
        <extracomment>Power bar, while choosing the dice to reroll: stop choosing, nothing spent. Room: 9 characters.</extracomment>
        <translation>CANCEL</translation>
    </message>
    <message>
        <source>CHANGE TO %1</source>
        <extracomment>Power button after one press of DECREASE −1 or INCREASE +1 (R5.2): press again to spend the power and give the selected die this value; %1 the new value (1-6). Room: 16 characters.</extracomment>
        <translation>CHANGE TO %1</translation>
    </message>
    <message>
        <source>nothing spent</source>
        <extracomment>Under CANCEL while choosing dice to reroll, or after one press of DECREASE −1 or INCREASE +1. Room: 19 characters.</extracomment>
        <translation>nothing spent</translation>
    </message>
    <message>
        <source>DECREASE −1</source>
        <extracomment>Power button (R5.2). Room: 16 characters.</extracomment>
        <translation>DECREASE&#xa0;−1</translation>
    </message>
    <message>
        <source>INCREASE +1</source>
        <extracomment>Power button (R5.2). Room: 16 characters.</extracomment>
        <translation>INCREASE&#xa0;+1</translation>
    </message>
    <message numerus="yes">
        <source>REROLL %n</source>
        <extracomment>Power button while choosing dice (R5.3): throw the %n chosen dice. Room: 10 characters.</extracomment>
        <translation>
            <numerusform>REROLL %n</numerusform>
            <numerusform>REROLL %n</numerusform>
        </translation>
    </message>
    <message>
        <source>REROLL</source>
        <extracomment>Power button (R5.3). Room: 9 characters.</extracomment>
        <translation>REROLL</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>MAGDAGDON: these dice cannot be placed.</source>
        <extracomment>Replay step, after a ROLL or a power that leaves no legal way to place the dice (R6.1). Room: 55 characters.</extracomment>
        <translation>MAGDAGDON: these dice cannot be placed.</translation>
    </message>
    <message>
        <source>MAGDAGDON accepted: the cell at row %1, column %2 becomes a RUIN</source>
        <extracomment>Replay step: an accepted MAGDAGDON ruined a cell; %1 row, %2 column. Room: 84 characters.</extracomment>
        <translation>MAGDAGDON accepted: the cell at row %1, column %2 becomes a RUIN</translation>
    </message>
    <message>
        <source>CONFIRM: the prepared dice stay</source>
        <extracomment>Replay step: CONFIRM made the prepared dice permanent. Room: 47 characters.</extracomment>
        <translation>CONFIRM: the prepared dice stay</translation>
    </message>
    <message>
        <source>ROLL: %1</source>
        <extracomment>Replay step: the four dice rolled; %1 their values as a list (&quot;3, 4, 5 and 6&quot;). Room: 9 characters.</extracomment>
        <translation>ROLL: %1</translation>
    </message>
    <message>
        <source>%1 prepared on row %2, column %3</source>
        <extracomment>Replay step: a die prepared on a cell; %1 its value, %2 row, %3 column. Room: 37 characters.</extracomment>
        <translation>%1 prepared on row %2, column %3</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <extracomment>Replay step: prepared dice returned to the tray; %1 their values as a list (&quot;4&quot; or &quot;4 and 5&quot;). Room: 17 characters.</extracomment>
        <translation>Taken back: %1</translation>
    </message>
    <message>
        <source>%1: %2 becomes %3</source>
        <extracomment>Replay step: a Majda Power changed one die; %1 the power&apos;s button word (DECREASE −1, INCREASE +1), %2 the die before, %3 after. Room: 16 characters.</extracomment>
        <translation>%1: %2 becomes %3</translation>
    </message>
    <message>
        <source>%1: now %2</source>
        <extracomment>Replay step: a Majda Power threw dice again; %1 the power&apos;s button word (REROLL), %2 the four dice after it as a list (&quot;3, 4, 5 and 6&quot;). Room: 14 characters.</extracomment>
        <translation>%1: now %2</translation>
    </message>
    <message>
        <source>The empty board, before the first ROLL</source>
        <extracomment>Replay step text at position 0. Room: 54 characters.</extracomment>
        <translation>The empty board, before the first ROLL</translation>
    </message>
    <message>
        <source>The board is full: game over.</source>
        <extracomment>Replay step text at the end, after the last action&apos;s own line (R8.1). Room: 46 characters.</extracomment>
        <translation>The board is full: game over.</translation>
    </message>
    <message>
        <source>Daily %1 · %2</source>
        <extracomment>Replay title of a daily challenge; %1 the date, %2 the difficulty. Room: 18 characters.</extracomment>
        <translation>Daily %1 · %2</translation>
    </message>
    <message>
        <source>Game of %1 · %2</source>
        <extracomment>Replay title of a game; %1 the date it was played, %2 the difficulty. Room: 16 characters.</extracomment>
        <translation>Game of %1 · %2</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>REPLAY</source>
        <extracomment>Title of the replay screen. Room: 9 characters.</extracomment>
        <translation>REPLAY</translation>
    </message>
    <message>
        <source>code %1</source>
        <extracomment>Replay screen: the game&apos;s code under its title; %1 is the code. Room: 8 characters.</extracomment>
        <translation>code %1</translation>
    </message>
    <message>
        <source>Before the first turn</source>
        <extracomment>Replay screen before the first ROLL. Room: 30 characters.</extracomment>
        <translation>Before the first turn</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <extracomment>Replay screen: the turn shown; %1 the turn, %2 how many turns the game had. Room: 13 characters.</extracomment>
        <translation>Turn %1 of %2</translation>
    </message>
    <message>
        <source>Final score %1</source>
        <extracomment>Replay screen at the end: the final score; %1 the score (formatted). Room: 17 characters.</extracomment>
        <translation>Final score %1</translation>
    </message>
    <message>
        <source>Score %1</source>
        <extracomment>Replay screen: the running score of the permanent board; %1 the score (formatted). Room: 9 characters.</extracomment>
        <translation>Score %1</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <extracomment>Screen-reader name of the replay button: back to this turn&apos;s ROLL (or the turn before).</extracomment>
        <translation>Previous turn</translation>
    </message>
    <message>
        <source>Previous action</source>
        <extracomment>Screen-reader name of the replay button: one action back.</extracomment>
        <translation>Previous action</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>Screen-reader name of the replay button while playing: stop.</extracomment>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>Screen-reader name of the replay button: play the game at a readable pace.</extracomment>
        <translation>Play</translation>
    </message>
    <message>
        <source>Next action</source>
        <extracomment>Screen-reader name of the replay button: one action forward.</extracomment>
        <translation>Next action</translation>
    </message>
    <message>
        <source>Next turn</source>
        <extracomment>Screen-reader name of the replay button: to the next turn&apos;s ROLL (the final board after the last).</extracomment>
        <translation>Next turn</translation>
    </message>
    <message>
        <source>Turn</source>
        <extracomment>Replay screen, before the slider that jumps to a turn. Room: 7 characters.</extracomment>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Jump to a turn</source>
        <extracomment>Screen-reader name of the slider that jumps to a turn of the replay.</extracomment>
        <translation>Jump to a turn</translation>
    </message>
    <message>
        <source>REVIEW</source>
        <extracomment>Replay screen button: the turn-by-turn review of the recorded game against the strong player. Room: 9 characters.</extracomment>
        <translation>REVIEW</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>REVIEW</source>
        <extracomment>Title of the after-game review screen. Room: 9 characters.</extracomment>
        <translation>REVIEW</translation>
    </message>
    <message>
        <source>The expert could not finish this review.</source>
        <extracomment>Review screen: the review stopped on an error; TRY AGAIN under it starts it over. Room: any length (the page scrolls).</extracomment>
        <translation>The expert could not finish this review.</translation>
    </message>
    <message numerus="yes">
        <source>The expert is going through your %n turns…</source>
        <extracomment>Review screen while the expert goes through the game; %n is the number of turns. Room: any length (the page scrolls).</extracomment>
        <translation>
            <numerusform>The expert is going through your %n turn…</numerusform>
            <numerusform>The expert is going through your %n turns…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turns as good as the expert&apos;s: %n of %1</source>
        <extracomment>Review summary, first part; %n turns played as well as the expert, %1 the number of turns reviewed. Room: 49 characters.</extracomment>
        <translation>
            <numerusform>Turns as good as the expert&apos;s: %n of %1</numerusform>
            <numerusform>Turns as good as the expert&apos;s: %n of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %Ln points lost in all</source>
        <extracomment>Review summary, after the first part; %Ln the expected points lost in all (a whole number; a plural message). Room: 35 characters.</extracomment>
        <translation>
            <numerusform>about %Ln point lost in all</numerusform>
            <numerusform>about %Ln points lost in all</numerusform>
        </translation>
    </message>
    <message>
        <source>Points lost: the final score the expert expects from that turn&apos;s position, minus what it expects after your choice.</source>
        <extracomment>Review: what &quot;points lost&quot; means, under the summary. Room: any length (the page scrolls).</extracomment>
        <translation>Points lost: the final score the expert expects from that turn&apos;s position, minus what it expects after your choice.</translation>
    </message>
    <message>
        <source>TRY AGAIN</source>
        <extracomment>Review screen button after a failed review: the expert goes through the game again. Room: 13 characters.</extracomment>
        <translation>TRY AGAIN</translation>
    </message>
    <message>
        <source>No turn to review yet.</source>
        <extracomment>Review screen of a game without a finished turn. Room: any length (the page scrolls).</extracomment>
        <translation>No turn to review yet.</translation>
    </message>
</context>
<context>
    <name>ReviewTurnDelegate</name>
    <message>
        <source>MAGDAGDON accepted, one RUIN</source>
        <extracomment>Review: the turn was a MAGDAGDON, accepted; a cell was ruined. Room: 40 characters.</extracomment>
        <translation>MAGDAGDON accepted, one RUIN</translation>
    </message>
    <message numerus="yes">
        <source>%n dice placed</source>
        <extracomment>Review: how many dice the player placed this turn. Room: 20 characters.
----------
Review: what the expert would have placed; %n is how many dice.</extracomment>
        <translation>
            <numerusform>%n die placed</numerusform>
            <numerusform>%n dice placed</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on a %2</source>
        <extracomment>Review: a Majda Power the player used on one die; %1 the power button&apos;s name (DECREASE −1, INCREASE +1), %2 the die&apos;s value before it. Room: 9 characters.</extracomment>
        <translation>%1 on a %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n dice: %2</source>
        <extracomment>Review: a Majda Power the player used to throw dice again; %n is how many dice, %1 the power button&apos;s name (REROLL), %2 the new values as a list (&quot;2 and 5&quot;). Room: 16 characters.</extracomment>
        <translation>
            <numerusform>%1 of %n die: %2</numerusform>
            <numerusform>%1 of %n dice: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on the %2, then %n dice placed</source>
        <extracomment>Review: the expert would have used a Majda Power on one die, then placed dice (shown on its board); %1 the power button&apos;s name (DECREASE −1, INCREASE +1), %2 the die&apos;s value, %n how many dice. Room: 38 characters.</extracomment>
        <translation>
            <numerusform>%1 on the %2, then %n&#xa0;die placed</numerusform>
            <numerusform>%1 on the %2, then %n&#xa0;dice placed</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on the %2 first</source>
        <extracomment>Review: the expert would have used a Majda Power on one die; %1 the power button&apos;s name (DECREASE −1, INCREASE +1), %2 the die&apos;s value. Room: 20 characters.</extracomment>
        <translation>%1 on the %2 first</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n dice first</source>
        <extracomment>Review: the expert would have thrown dice again; %n is how many dice, %1 the power button&apos;s name (REROLL). Room: 17 characters.</extracomment>
        <translation>
            <numerusform>%1 %n die first</numerusform>
            <numerusform>%1 %n dice first</numerusform>
        </translation>
    </message>
    <message>
        <source>MAGDAGDON accepted, RUIN on ×</source>
        <extracomment>Review: the expert would have accepted the MAGDAGDON and ruined the marked cell. Room: 41 characters.</extracomment>
        <translation>MAGDAGDON accepted, RUIN on ×</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>Review: the turn&apos;s heading; %1 is its number. Room: 8 characters.</extracomment>
        <translation>Turn %1</translation>
    </message>
    <message>
        <source>✓ best play</source>
        <extracomment>Review: the player&apos;s turn was as good as the expert&apos;s. Room: 16 characters.</extracomment>
        <translation>✓ best play</translation>
    </message>
    <message numerus="yes">
        <source>−%Ln points</source>
        <extracomment>Review: the expected points lost this turn; %Ln a whole number like 5 (a plural message). Room: 12 characters.</extracomment>
        <translation>
            <numerusform>−%Ln point</numerusform>
            <numerusform>−%Ln points</numerusform>
        </translation>
    </message>
    <message>
        <source>You played</source>
        <extracomment>Review column heading: what the player did this turn. Room: 14 characters.</extracomment>
        <translation>You played</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>Review column heading: what the expert (the HINT) would have done. Room: 9 characters.</extracomment>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>RULES</source>
        <extracomment>Title of the rules screen, shown in the navigation bar. Room: 8 characters. In capitals.</extracomment>
        <translation>RULES</translation>
    </message>
    <message>
        <source>Goal</source>
        <extracomment>Rules screen, section heading (goal of the game). Room: 7 characters. In capitals.</extracomment>
        <translation>Goal</translation>
    </message>
    <message>
        <source>Fill the 4×4 board while you grow one single connected field of numbers. Score as many points as you can with strong rows and columns, and keep RUINS off the board.</source>
        <extracomment>Rules screen, &quot;Goal&quot; section. RUINS as in the glossary. Room: any length (the page scrolls).</extracomment>
        <translation>Fill the 4×4 board while you grow one single connected field of numbers. Score as many points as you can with strong rows and columns, and keep RUINS off the board.</translation>
    </message>
    <message>
        <source>A turn</source>
        <extracomment>Rules screen, section heading. Room: 9 characters.</extracomment>
        <translation>A turn</translation>
    </message>
    <message>
        <source>Press ROLL: four ordinary six-sided dice are thrown.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet. ROLL is the button name (glossary). Room: any length (the page scrolls).</extracomment>
        <translation>Press ROLL: four ordinary six-sided dice are thrown.</translation>
    </message>
    <message>
        <source>The smallest number of dice you must place each turn depends on the difficulty.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>The smallest number of dice you must place each turn depends on the difficulty.</translation>
    </message>
    <message>
        <source>As soon as that minimum is prepared, CONFIRM becomes available. You may still prepare more dice first; the dice you leave unused are discarded when you confirm.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet. CONFIRM is the button name (glossary). Room: any length (the page scrolls).</extracomment>
        <translation>As soon as that minimum is prepared, CONFIRM becomes available. You may still prepare more dice first; the dice you leave unused are discarded when you confirm.</translation>
    </message>
    <message>
        <source>Choose a die, then one of the highlighted cells where it may go, to prepare it on the board. Dragging the die onto the cell does the same.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Choose a die, then one of the highlighted cells where it may go, to prepare it on the board. Dragging the die onto the cell does the same.</translation>
    </message>
    <message>
        <source>Until you press CONFIRM, choose a prepared die to take it back and change your mind. After CONFIRM the numbers stay where they are for the rest of the game.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet. CONFIRM is the button name. Room: any length (the page scrolls).</extracomment>
        <translation>Until you press CONFIRM, choose a prepared die to take it back and change your mind. After CONFIRM the numbers stay where they are for the rest of the game.</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>Rules screen, section heading. Room: 14 characters.</extracomment>
        <translation>Difficulty</translation>
    </message>
    <message>
        <source>PEACEFUL: 3 Majda Powers, at least 2 dice per turn. Using the powers costs −10, −20 and then −40 points, in the order you use them.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet. PEACEFUL is a difficulty name and stays in English; &quot;Majda Power&quot; stays as is in every language. Room: any length (the page scrolls).</extracomment>
        <translation>PEACEFUL: 3 Majda Powers, at least 2 dice per turn. Using the powers costs&#xa0;−10,&#xa0;−20 and then&#xa0;−40 points, in the order you use them.</translation>
    </message>
    <message>
        <source>SURVIVAL: 1 Majda Power, at least 2 dice per turn. Using the power costs −70 points.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet. SURVIVAL is a difficulty name and stays in English. Room: any length (the page scrolls).</extracomment>
        <translation>SURVIVAL: 1 Majda Power, at least 2 dice per turn. Using the power costs&#xa0;−70 points.</translation>
    </message>
    <message>
        <source>NIGHTMARE: no Majda Power, at least 3 dice per turn.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet. NIGHTMARE is a difficulty name and stays in English. Room: any length (the page scrolls).</extracomment>
        <translation>NIGHTMARE: no Majda Power, at least 3 dice per turn.</translation>
    </message>
    <message>
        <source>When fewer empty cells are left than the usual minimum, the minimum drops to the number of empty cells. In NIGHTMARE the last two cells therefore need 2 dice, and the very last cell 1.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet about the minimum near the end of the game. Room: any length (the page scrolls).</extracomment>
        <translation>When fewer empty cells are left than the usual minimum, the minimum drops to the number of empty cells. In NIGHTMARE the last two cells therefore need 2 dice, and the very last cell 1.</translation>
    </message>
    <message>
        <source>Changing the difficulty in SETTINGS starts a new game. Each difficulty keeps its own high-score table.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet. SETTINGS is the name of the settings screen (glossary). Room: any length (the page scrolls).</extracomment>
        <translation>Changing the difficulty in SETTINGS starts a new game. Each difficulty keeps its own high-score table.</translation>
    </message>
    <message>
        <source>Valid placement</source>
        <extracomment>Rules screen, section heading (where a die may be placed). Room: 21 characters.</extracomment>
        <translation>Valid placement</translation>
    </message>
    <message>
        <source>While the board holds no number at all (the first die of the game, or a board with only RUINS), a die may go on any empty cell.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet. RUINS as in the glossary. Room: any length (the page scrolls).</extracomment>
        <translation>While the board holds no number at all (the first die of the game, or a board with only RUINS), a die may go on any empty cell.</translation>
    </message>
    <message>
        <source>Every other die must touch at least one number along a side: above, below, left or right. Touching at a corner does not count.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Every other die must touch at least one number along a side: above, below, left or right. Touching at a corner does not count.</translation>
    </message>
    <message>
        <source>Its value may differ by at most 1 from every number it touches along a side. Equal values are allowed.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Its value may differ by at most 1 from every number it touches along a side. Equal values are allowed.</translation>
    </message>
    <message>
        <source>A RUIN is not a number: it connects nothing and puts no limit on the cells next to it.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet. RUIN as in the glossary. Room: any length (the page scrolls).</extracomment>
        <translation>A RUIN is not a number: it connects nothing and puts no limit on the cells next to it.</translation>
    </message>
    <message>
        <source>Dice prepared earlier in the same turn already count when the next ones are checked, so the order in which you place your dice can change what is allowed.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Dice prepared earlier in the same turn already count when the next ones are checked, so the order in which you place your dice can change what is allowed.</translation>
    </message>
    <message>
        <source>Example: an empty cell next to both a 3 and a 4 accepts only a 3 or a 4.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; example, shown in a highlighted box below the bullets. Room: any length (the page scrolls).</extracomment>
        <translation>Example: an empty cell next to both a 3 and a 4 accepts only a 3 or a 4.</translation>
    </message>
    <message>
        <source>Majda Power</source>
        <extracomment>Rules screen, section heading. &quot;Majda Power&quot; is a name and stays as is in every language. Room: 16 characters.</extracomment>
        <translation>Majda Power</translation>
    </message>
    <message>
        <source>How many Majda Powers you may use in a game depends on the difficulty: PEACEFUL 3, SURVIVAL 1, NIGHTMARE 0.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. Difficulty names stay in English. Room: any length (the page scrolls).</extracomment>
        <translation>How many Majda Powers you may use in a game depends on the difficulty: PEACEFUL 3, SURVIVAL 1, NIGHTMARE 0.</translation>
    </message>
    <message>
        <source>DECREASE −1 or INCREASE +1 changes the value of one available die by exactly 1. A value never goes below 1 or above 6. Each change uses 1 power.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. DECREASE −1 and INCREASE +1 are button names (glossary). Room: any length (the page scrolls).</extracomment>
        <translation>DECREASE&#xa0;−1 or INCREASE&#xa0;+1 changes the value of one available die by exactly 1. A value never goes below 1 or above 6. Each change uses 1 power.</translation>
    </message>
    <message>
        <source>REROLL lets you select one or more available dice and throw them again together. One REROLL uses 1 power, however many dice it throws.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. REROLL is a button name (glossary). Room: any length (the page scrolls).</extracomment>
        <translation>REROLL lets you select one or more available dice and throw them again together. One REROLL uses 1 power, however many dice it throws.</translation>
    </message>
    <message>
        <source>In PEACEFUL the 1st power costs 10 points, the 2nd another 20 and the 3rd another 40, so all three together cost 70 points.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet about the PEACEFUL penalties. Room: any length (the page scrolls).</extracomment>
        <translation>In PEACEFUL the 1st power costs 10 points, the 2nd another 20 and the 3rd another 40, so all three together cost 70 points.</translation>
    </message>
    <message>
        <source>In SURVIVAL the single power costs 70 points. NIGHTMARE has no powers and so no power penalty.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>In SURVIVAL the single power costs 70 points. NIGHTMARE has no powers and so no power penalty.</translation>
    </message>
    <message>
        <source>Powers are optional and may be used several times in the same turn, as long as uses are left.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Powers are optional and may be used several times in the same turn, as long as uses are left.</translation>
    </message>
    <message>
        <source>A prepared die must first be taken back from the board before a power can change or reroll it.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>A prepared die must first be taken back from the board before a power can change or reroll it.</translation>
    </message>
    <message>
        <source>MAGDAGDON &amp; ruins</source>
        <extracomment>Rules screen, section heading. MAGDAGDON stays as is; RUINS as in the glossary. Room: 24 characters.</extracomment>
        <translation>MAGDAGDON &amp; ruins</translation>
    </message>
    <message>
        <source>If no order of placements lets the current roll place the minimum your difficulty asks for, the turn falls into MAGDAGDON.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>If no order of placements lets the current roll place the minimum your difficulty asks for, the turn falls into MAGDAGDON.</translation>
    </message>
    <message>
        <source>You may use a Majda Power to rescue the roll if your difficulty still leaves you one, or ACCEPT MAGDAGDON even with powers left.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet. ACCEPT MAGDAGDON is a button name. Room: any length (the page scrolls).</extracomment>
        <translation>You may use a Majda Power to rescue the roll if your difficulty still leaves you one, or ACCEPT MAGDAGDON even with powers left.</translation>
    </message>
    <message>
        <source>When you accept MAGDAGDON, choose any empty cell. It becomes a RUIN for the rest of the game, and the turn ends.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet. RUIN as in the glossary. Room: any length (the page scrolls).</extracomment>
        <translation>When you accept MAGDAGDON, choose any empty cell. It becomes a RUIN for the rest of the game, and the turn ends.</translation>
    </message>
    <message>
        <source>Each RUIN costs 15 points in the final score.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Each RUIN costs 15 points in the final score.</translation>
    </message>
    <message>
        <source>While a valid way to place the minimum exists, badly prepared dice cannot force a MAGDAGDON: take dice back or place them in another order instead.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet (R6.4: a dead end caused by the player&apos;s own prepared dice). Room: any length (the page scrolls).</extracomment>
        <translation>While a valid way to place the minimum exists, badly prepared dice cannot force a MAGDAGDON: take dice back or place them in another order instead.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <extracomment>Rules screen, section heading (how points are counted). Room: 12 characters.</extracomment>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Every row and every column scores the sum of its numbers. Since each cell lies in one row and one column, every number really counts twice in the base score.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Every row and every column scores the sum of its numbers. Since each cell lies in one row and one column, every number really counts twice in the base score.</translation>
    </message>
    <message>
        <source>A row or column holding four numbers can earn one combination bonus, the best that applies: STRAIGHT +60, FOUR OF A KIND +40 or TWO PAIRS +20.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. STRAIGHT, FOUR OF A KIND and TWO PAIRS as in the glossary. Room: any length (the page scrolls).</extracomment>
        <translation>A row or column holding four numbers can earn one combination bonus, the best that applies: STRAIGHT&#xa0;+60, FOUR OF A KIND&#xa0;+40 or TWO PAIRS&#xa0;+20.</translation>
    </message>
    <message>
        <source>A STRAIGHT is four values that step by exactly 1 in one direction, for example 1-2-3-4, 3-4-5-6, 4-3-2-1 or 6-5-4-3.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. STRAIGHT as in the glossary. Room: any length (the page scrolls).</extracomment>
        <translation>A STRAIGHT is four values that step by exactly 1 in one direction, for example 1-2-3-4, 3-4-5-6, 4-3-2-1 or 6-5-4-3.</translation>
    </message>
    <message>
        <source>FOUR OF A KIND is four equal values. TWO PAIRS is two values that each appear exactly twice, in any positions, for example 3-4-4-3 or 2-2-5-5.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. FOUR OF A KIND and TWO PAIRS as in the glossary. Room: any length (the page scrolls).</extracomment>
        <translation>FOUR OF A KIND is four equal values. TWO PAIRS is two values that each appear exactly twice, in any positions, for example 3-4-4-3 or 2-2-5-5.</translation>
    </message>
    <message>
        <source>A line with a RUIN still scores the sum of its other numbers, but never a combination bonus.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>A line with a RUIN still scores the sum of its other numbers, but never a combination bonus.</translation>
    </message>
    <message>
        <source>Each RUIN takes 15 points off the total.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. Room: any length (the page scrolls).</extracomment>
        <translation>Each RUIN takes 15 points off the total.</translation>
    </message>
    <message>
        <source>Last, the Majda Power penalties come off: PEACEFUL −10, −20 and −40 in the order of use; SURVIVAL −70 for its one use; NIGHTMARE nothing.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. Difficulty names stay in English. Room: any length (the page scrolls).</extracomment>
        <translation>Last, the Majda Power penalties come off: PEACEFUL&#xa0;−10,&#xa0;−20&#xa0;and&#xa0;−40 in the order of use; SURVIVAL&#xa0;−70 for its one use; NIGHTMARE nothing.</translation>
    </message>
    <message>
        <source>Final score = base score + line bonuses − RUIN penalties − power penalties</source>
        <extracomment>Rules screen, &quot;Scoring&quot;: the final formula, shown in a highlighted box. Room: any length (the page scrolls).</extracomment>
        <translation>Final score =&#xa0;base score +&#xa0;line bonuses −&#xa0;RUIN penalties −&#xa0;power penalties</translation>
    </message>
    <message>
        <source>End of the game</source>
        <extracomment>Rules screen, section heading. Room: 21 characters.</extracomment>
        <translation>End of the game</translation>
    </message>
    <message>
        <source>The game ends when all 16 cells hold a number or a RUIN. Your final score, with every RUIN and Majda Power penalty, is worked out at once and saved in the high-score table of the difficulty you played, together with the date, the number of turns and the Majda Powers used.</source>
        <extracomment>Rules screen, &quot;End of the game&quot; paragraph. Room: any length (the page scrolls).</extracomment>
        <translation>The game ends when all 16 cells hold a number or a RUIN. Your final score, with every RUIN and Majda Power penalty, is worked out at once and saved in the high-score table of the difficulty you played, together with the date, the number of turns and the Majda Powers used.</translation>
    </message>
    <message>
        <source>How to play MAGDAGDON</source>
        <extracomment>Rules screen, big title at the top. The game&apos;s name stays MAGDAGDON. Room: 30 characters.</extracomment>
        <translation>How to play MAGDAGDON</translation>
    </message>
</context>
<context>
    <name>SaveProblemBanner</name>
    <message>
        <source>Your game history could not be saved; the game keeps trying.</source>
        <extracomment>Notice in the window while the game history (statistics, replays, daily results) cannot be written; it is tried again. Room: 84 characters.</extracomment>
        <translation>Your game history could not be saved; the game keeps trying.</translation>
    </message>
    <message>
        <source>The game history file cannot be used: the games you play now are kept only until you quit.</source>
        <extracomment>Notice in the window: the game history file cannot be read or is not a file (a folder, a device); it is never overwritten. Room: 126 characters.</extracomment>
        <translation>The game history file cannot be used: the games you play now are kept only until you quit.</translation>
    </message>
    <message>
        <source>The game history was damaged; the damaged part was set aside and the rest kept.</source>
        <extracomment>Notice in the window at start: part of the game history file was unreadable; a copy was kept beside it. Room: 111 characters.</extracomment>
        <translation>The game history was damaged; the damaged part was set aside and the rest kept.</translation>
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
        <translation>SETTINGS</translation>
    </message>
    <message numerus="yes">
        <source>at least %Ln dice per turn</source>
        <extracomment>Settings, a difficulty&apos;s dice rule (R2.1); %Ln is the fewest dice a turn must place (a plural message). Room: 33 characters.</extracomment>
        <translation>
            <numerusform>at least %Ln die per turn</numerusform>
            <numerusform>at least %Ln dice per turn</numerusform>
        </translation>
    </message>
    <message>
        <source>No Majda Power · %1</source>
        <extracomment>Settings, a difficulty without powers; %1 is &quot;at least 3 dice per turn&quot;. Room: 24 characters.</extracomment>
        <translation>No Majda Power · %1</translation>
    </message>
    <message numerus="yes">
        <source>%n Majda Powers (%1) · %2</source>
        <extracomment>Settings, a difficulty&apos;s powers; %n the number of powers, %1 their costs in order as a list (&quot;−10, −20 and −40&quot;), %2 &quot;at least 2 dice per turn&quot;. Room: 27 characters.</extracomment>
        <translation>
            <numerusform>%n Majda Power (%1) · %2</numerusform>
            <numerusform>%n Majda Powers (%1) · %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Change to %1? The game in progress ends and is not recorded.</source>
        <extracomment>Question before changing the difficulty mid-game (R2.2); %1 is the new difficulty. Room: any length (the page scrolls).</extracomment>
        <translation>Change to %1? The game in progress ends and is not recorded.</translation>
    </message>
    <message>
        <source>CHANGE AND START</source>
        <extracomment>Dialog button: change the difficulty and start a new game. Room: 23 characters.</extracomment>
        <translation>CHANGE AND START</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>Settings section heading. Room: 14 characters.</extracomment>
        <translation>Difficulty</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Settings section heading. Room: 12 characters.</extracomment>
        <translation>Language</translation>
    </message>
    <message>
        <source>Look</source>
        <extracomment>Settings section heading: the colour theme, text size and motion. Room: 9 characters.</extracomment>
        <translation>Look</translation>
    </message>
    <message>
        <source>As the system</source>
        <extracomment>Settings, theme choice: follow the desktop&apos;s light, dark or high-contrast scheme. Room: 19 characters.</extracomment>
        <translation>As the system</translation>
    </message>
    <message>
        <source>Light, dark or high contrast, as the desktop is set</source>
        <extracomment>Settings, under &quot;As the system&quot;: it also follows the desktop&apos;s high-contrast setting. Room: any length (the page scrolls).</extracomment>
        <translation>Light, dark or high contrast, as the desktop is set</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>Settings, theme choice: the light theme (warm paper). Room: 8 characters.</extracomment>
        <translation>Light</translation>
    </message>
    <message>
        <source>Warm paper and a walnut board</source>
        <extracomment>Settings, under the light theme. Room: 42 characters.</extracomment>
        <translation>Warm paper and a walnut board</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>Settings, theme choice: the dark theme. Room: 7 characters.</extracomment>
        <translation>Dark</translation>
    </message>
    <message>
        <source>The walnut board at night</source>
        <extracomment>Settings, under the dark theme. Room: 35 characters.</extracomment>
        <translation>The walnut board at night</translation>
    </message>
    <message>
        <source>High contrast</source>
        <extracomment>Settings, theme choice: high contrast. Room: 19 characters.</extracomment>
        <translation>High contrast</translation>
    </message>
    <message>
        <source>Black on white, strong marks</source>
        <extracomment>Settings, under high contrast. Room: 40 characters.</extracomment>
        <translation>Black on white, strong marks</translation>
    </message>
    <message>
        <source>This run uses the look it was started with. Your choice is kept for the next start.</source>
        <extracomment>Settings, under the theme choices, when the game was started with another look for this run only (the --theme option). Room: any length (the page scrolls).</extracomment>
        <translation>This run uses the look it was started with. Your choice is kept for the next start.</translation>
    </message>
    <message>
        <source>Text size</source>
        <extracomment>Settings: heading of the text size choices. Room: 15 characters.</extracomment>
        <translation>Text size</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>Settings, a text size choice; %1 is the percentage, e.g. 150. Room: 4 characters.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <extracomment>Settings: a switch that turns the animations off. Room: 20 characters.</extracomment>
        <translation>Reduced motion</translation>
    </message>
    <message>
        <source>Changes happen at once, without animations</source>
        <extracomment>Settings, under &quot;Reduced motion&quot;. Room: any length (the page scrolls).</extracomment>
        <translation>Changes happen at once, without animations</translation>
    </message>
    <message>
        <source>Sound</source>
        <extracomment>Settings: heading of the sound choices. Room: 7 characters.</extracomment>
        <translation>Sound</translation>
    </message>
    <message>
        <source>Sounds</source>
        <extracomment>Settings: a switch that turns the game&apos;s sounds on or off. Room: 14 characters.</extracomment>
        <translation>Sounds</translation>
    </message>
    <message>
        <source>The dice, the lines you complete, MAGDAGDON and records</source>
        <extracomment>Settings, under &quot;Sounds&quot;: what is heard (the system&apos;s own volume and mute apply too). Room: 77 characters.</extracomment>
        <translation>The dice, the lines you complete, MAGDAGDON and records</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>Settings: the name of the sound volume slider. Room: 9 characters.</extracomment>
        <translation>Volume</translation>
    </message>
</context>
<context>
    <name>ShareButton</name>
    <message>
        <source>COPIED ✓</source>
        <extracomment>SHARE button, for a moment after the text went to the clipboard. Room: 12 characters.</extracomment>
        <translation>COPIED ✓</translation>
    </message>
    <message>
        <source>SHARE</source>
        <extracomment>Button: copy a spoiler-free text of the game (score, board in coloured squares, code) to the clipboard. Room: 8 characters.</extracomment>
        <translation>SHARE</translation>
    </message>
    <message>
        <source>SHARE: copy the result, without the numbers, to the clipboard</source>
        <extracomment>Screen-reader name of the SHARE button.</extracomment>
        <translation>SHARE: copy the result, without the numbers, to the clipboard</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>MAGDAGDON is already running with %1 but does not answer: close that window (or end its process), then start again.</source>
        <extracomment>One line printed by a second start when the window already open with the same settings file (%1) does not answer (frozen); the start then ends.</extracomment>
        <translation>MAGDAGDON is already running with %1 but does not answer: close that window (or end its process), then start again.</translation>
    </message>
    <message>
        <source>MAGDAGDON is already running with %1; that window is brought to the front.</source>
        <extracomment>One line printed by a second start, which then exits; %1 is the settings file&apos;s path.</extracomment>
        <translation>MAGDAGDON is already running with %1; that window is brought to the front.</translation>
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
        <translation>STATISTICS</translation>
    </message>
    <message>
        <source>ALL GAMES</source>
        <extracomment>Statistics filter: every finished game. Room: 18 characters.</extracomment>
        <translation>ALL GAMES</translation>
    </message>
    <message>
        <source>DAILIES</source>
        <extracomment>Statistics filter: only the counted daily challenges. Room: 10 characters.</extracomment>
        <translation>DAILIES</translation>
    </message>
    <message>
        <source>No %1 daily finished yet. Play today&apos;s, and your statistics start here.</source>
        <extracomment>Statistics without a finished daily; %1 is the difficulty. Room: any length (the page scrolls).</extracomment>
        <translation>No %1 daily finished yet. Play today&apos;s, and your statistics start here.</translation>
    </message>
    <message>
        <source>No %1 game finished yet. Play your first, and your statistics start here.</source>
        <extracomment>Statistics without a finished game; %1 is the difficulty. Room: any length (the page scrolls).</extracomment>
        <translation>No %1 game finished yet. Play your first, and your statistics start here.</translation>
    </message>
    <message>
        <source>PLAY</source>
        <extracomment>Statistics empty state: the button back to the board to play. Room: 7 characters.</extracomment>
        <translation>PLAY</translation>
    </message>
    <message>
        <source>games played</source>
        <extracomment>Statistics figure: number of finished games. Room: 17 characters.</extracomment>
        <translation>games played</translation>
    </message>
    <message>
        <source>mean score</source>
        <extracomment>Statistics figure: the mean final score. Room: 14 characters.</extracomment>
        <translation>mean score</translation>
    </message>
    <message>
        <source>median score</source>
        <extracomment>Statistics figure: the median final score. Room: 17 characters.</extracomment>
        <translation>median score</translation>
    </message>
    <message>
        <source>best score</source>
        <extracomment>Statistics figure: the best final score. Room: 14 characters.</extracomment>
        <translation>best score</translation>
    </message>
    <message>
        <source>MAGDAGDONs per game</source>
        <extracomment>Statistics figure: MAGDAGDONs accepted (ruins) per game, on average. Room: 27 characters.</extracomment>
        <translation>MAGDAGDONs per game</translation>
    </message>
    <message>
        <source>Majda Powers per game</source>
        <extracomment>Statistics figure: Majda Powers used per game, on average. Room: 30 characters.</extracomment>
        <translation>Majda Powers per game</translation>
    </message>
    <message>
        <source>daily streak</source>
        <extracomment>Statistics figure: days in a row with a finished daily, now. Room: 17 characters.</extracomment>
        <translation>daily streak</translation>
    </message>
    <message>
        <source>best daily streak</source>
        <extracomment>Statistics figure: the longest run of days in a row with a finished daily. Room: 24 characters.</extracomment>
        <translation>best daily streak</translation>
    </message>
    <message>
        <source>Final scores</source>
        <extracomment>Statistics plot title: how many games ended in each range of final scores. Room: 17 characters.</extracomment>
        <translation>Final scores</translation>
    </message>
    <message>
        <source>Your first game</source>
        <extracomment>Statistics plot title after the player&apos;s only game so far. Room: 21 characters.</extracomment>
        <translation>Your first game</translation>
    </message>
    <message numerus="yes">
        <source>The last %n games</source>
        <extracomment>Statistics plot title; %n is the number of games shown (100): the newest of more. Room: 22 characters.</extracomment>
        <translation>
            <numerusform>The last %n game</numerusform>
            <numerusform>The last %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your %n games</source>
        <extracomment>Statistics plot title; %n is the number of games shown: every game played so far. Room: 16 characters.</extracomment>
        <translation>
            <numerusform>Your %n game</numerusform>
            <numerusform>Your %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>a game</source>
        <extracomment>Legend of the history plot: each dot is one game&apos;s final score. Room: 10 characters.</extracomment>
        <translation>a game</translation>
    </message>
    <message numerus="yes">
        <source>mean of %n games</source>
        <extracomment>Legend of the history plot: the line is the mean of the last %n games (10) at each point. Room: 20 characters.</extracomment>
        <translation>
            <numerusform>mean of %n game</numerusform>
            <numerusform>mean of %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>your second game draws the line of your mean</source>
        <extracomment>Legend of the history plot after one game: the line of the mean comes with the next game. Room: any length (the page scrolls).</extracomment>
        <translation>your second game draws the line of your mean</translation>
    </message>
    <message>
        <source>Newest games</source>
        <extracomment>Statistics heading over the newest games, each with a REPLAY. Room: 17 characters.</extracomment>
        <translation>Newest games</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message numerus="yes">
        <source>Still MAGDAGDON: use another Majda Power (%n left) or accept.</source>
        <extracomment>Status line after a Majda Power that did not rescue the MAGDAGDON; %n powers left. Room: 83 characters.</extracomment>
        <translation>
            <numerusform>Still MAGDAGDON: use another Majda Power (%n left) or accept.</numerusform>
            <numerusform>Still MAGDAGDON: use another Majda Power (%n left) or accept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>MAGDAGDON: rescue it with a Majda Power (%n left) or accept.</source>
        <extracomment>Status line during MAGDAGDON with a power left; %n powers left. Room: 82 characters.</extracomment>
        <translation>
            <numerusform>MAGDAGDON: rescue it with a Majda Power (%n left) or accept.</numerusform>
            <numerusform>MAGDAGDON: rescue it with a Majda Power (%n left) or accept.</numerusform>
        </translation>
    </message>
    <message>
        <source>MAGDAGDON, and no Majda Power is left: press ACCEPT MAGDAGDON.</source>
        <extracomment>Status line during MAGDAGDON when every power of the game is used. Room: 87 characters.</extracomment>
        <translation>MAGDAGDON, and no Majda Power is left: press ACCEPT MAGDAGDON.</translation>
    </message>
    <message>
        <source>MAGDAGDON: no Majda Power can help here. Press ACCEPT MAGDAGDON.</source>
        <extracomment>Status line during MAGDAGDON when no roll at all fits the cells left, so a Majda Power cannot help (R6.2). Room: 90 characters.</extracomment>
        <translation>MAGDAGDON: no Majda Power can help here. Press ACCEPT MAGDAGDON.</translation>
    </message>
    <message>
        <source>That cell is taken.</source>
        <extracomment>Status line after the player chooses a cell that holds something (R4.1). Room: 27 characters.</extracomment>
        <translation>That cell is taken.</translation>
    </message>
    <message>
        <source>The %1 must go next to a number.</source>
        <extracomment>Status line after the player chooses a cell next to no number (R4.3); %1 the selected die&apos;s value. Room: 42 characters.</extracomment>
        <translation>The %1 must go next to a number.</translation>
    </message>
    <message>
        <source>A %1 cannot go next to the %2.</source>
        <extracomment>Status line after the player chooses a cell next to a number too far from the die (R4.3); %1 the die&apos;s value, %2 the number. Room: 37 characters.</extracomment>
        <translation>A %1 cannot go next to the %2.</translation>
    </message>
    <message>
        <source>No way to place enough dice: take the %1 back.</source>
        <extracomment>Dead end (R6.4): the prepared dice block every way to place enough dice; %1 is the value of the die to take back. Room: 71 characters.</extracomment>
        <translation>No way to place enough dice: take the %1 back.</translation>
    </message>
    <message>
        <source>The %1 fits nowhere as it is; a %2 would fit (%3).</source>
        <extracomment>Status line: the selected die fits on no cell, but a Majda Power would give it one (R5.2); %1 its value, %2 the value the power makes of it, %3 the power button&apos;s name (DECREASE −1, INCREASE +1). Room: 62 characters.</extracomment>
        <translation>The %1 fits nowhere as it is; a %2 would fit (%3).</translation>
    </message>
    <message>
        <source>The %1 fits nowhere now: select another die, or take one back.</source>
        <extracomment>Status line: the selected die fits on no cell; %1 its value. Room: 90 characters.</extracomment>
        <translation>The %1 fits nowhere now: select another die, or take one back.</translation>
    </message>
    <message>
        <source>The %1 fits nowhere now: select another die.</source>
        <extracomment>Status line: the selected die fits on no cell and nothing is prepared; %1 its value. Room: 71 characters.</extracomment>
        <translation>The %1 fits nowhere now: select another die.</translation>
    </message>
    <message numerus="yes">
        <source>Ready: CONFIRM adds %1 points.</source>
        <extracomment>Status line: enough dice prepared and no other die has a cell; %1 the points this turn adds (signed, e.g. &quot;+24&quot;); CONFIRM is the button name. A plural message: the form follows the size of the number. Room: 40 characters.</extracomment>
        <translation>
            <numerusform>Ready: CONFIRM adds %1 point.</numerusform>
            <numerusform>Ready: CONFIRM adds %1 points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ready: CONFIRM adds %1 points, or place more dice first.</source>
        <extracomment>Status line: enough dice prepared; %1 the points this turn adds (signed, e.g. &quot;+24&quot;); CONFIRM is the button name. A plural message: the form follows the size of the number. Room: 76 characters.</extracomment>
        <translation>
            <numerusform>Ready: CONFIRM adds %1 point, or place more dice first.</numerusform>
            <numerusform>Ready: CONFIRM adds %1 points, or place more dice first.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>Status panel: the turn being played; %1 is the turn number. Room: 8 characters.</extracomment>
        <translation>Turn %1</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Status panel, small caption above the running score. Room: 8 characters.</extracomment>
        <translation>Score</translation>
    </message>
    <message>
        <source>%1</source>
        <extracomment>The running score; %1 is the number, already written the language&apos;s way (with a true minus: −15). Room: 3 characters.</extracomment>
        <translation>%1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <extracomment>Screen-reader name of the running score; %1 is the score.</extracomment>
        <translation>Score: %1</translation>
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
%n cell can never take a die (marked on the board).</numerusform>
            <numerusform>%1
%n cells can never take a die (marked on the board).</numerusform>
        </translation>
    </message>
    <message>
        <source>The board is full. Well played!</source>
        <extracomment>Status line when the game has ended with no RUIN on the board. Room: 44 characters.</extracomment>
        <translation>The board is full. Well played!</translation>
    </message>
    <message>
        <source>Press ROLL to throw the four dice.</source>
        <extracomment>Status line at the start of a turn; ROLL is the button name. Room: 49 characters.</extracomment>
        <translation>Press ROLL to throw the four dice.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 becomes a %2 for −%n points: press CHANGE TO %2, or CANCEL.</source>
        <extracomment>Status line after one press of DECREASE −1 or INCREASE +1 (R5.2): the power button now reads CHANGE TO and the new value; %1 the die&apos;s value, %2 the value it would get, %n the points the use costs (a plural message). Room: 72 characters.</extracomment>
        <translation>
            <numerusform>The %1 becomes a %2 for −%n point: press CHANGE TO %2, or CANCEL.</numerusform>
            <numerusform>The %1 becomes a %2 for −%n points: press CHANGE TO %2, or CANCEL.</numerusform>
        </translation>
    </message>
    <message>
        <source>MAGDAGDON: %1 has no Majda Power. Press ACCEPT MAGDAGDON.</source>
        <extracomment>Status line during MAGDAGDON in a difficulty with no Majda Power; %1 the difficulty&apos;s name (NIGHTMARE: never translated). Room: 77 characters.</extracomment>
        <translation>MAGDAGDON: %1 has no Majda Power. Press ACCEPT MAGDAGDON.</translation>
    </message>
    <message>
        <source>No further placement — take a die back.</source>
        <extracomment>Dead end warning (R6.4): the prepared dice block the only way to place enough dice. Room: 58 characters.</extracomment>
        <translation>No further placement — take a die back.</translation>
    </message>
    <message>
        <source>HINT: your prepared dice match the play it advises; press CONFIRM.</source>
        <extracomment>HINT advice once the player&apos;s prepared dice are exactly the turn the HINT showed (its ghost dice all covered). Room: 93 characters.</extracomment>
        <translation>HINT: your prepared dice match the play it advises; press CONFIRM.</translation>
    </message>
    <message numerus="yes">
        <source>HINT: select the %1 and use %2 (−%Ln points).</source>
        <extracomment>HINT advice: a Majda Power that changes one die is worth its cost; %1 is the die&apos;s value (1-6), %2 the power button&apos;s name (DECREASE −1, INCREASE +1), %Ln the points the use costs (a plural message). Room: 54 characters.</extracomment>
        <translation>
            <numerusform>HINT: select the %1 and use %2 (−%Ln point).</numerusform>
            <numerusform>HINT: select the %1 and use %2 (−%Ln points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>HINT: press %3, choose %n dice (%1), then %3 (%2).</source>
        <extracomment>HINT advice: a Majda Power that throws dice again is worth its cost; %n is how many dice, %1 their values as a list (&quot;2 and 5&quot;), %2 what the use costs (&quot;−10 points&quot;, the next message), %3 the power button&apos;s name (REROLL). Room: 56 characters.</extracomment>
        <translation>
            <numerusform>HINT: press %3, choose %n die (%1), then %3 (%2).</numerusform>
            <numerusform>HINT: press %3, choose %n dice (%1), then %3 (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least %n dice this turn · %1 prepared</source>
        <extracomment>Status panel: the minimum dice this turn (R2.1); %n is that number, %1 how many are prepared. Room: 51 characters.</extracomment>
        <translation>
            <numerusform>At least %n die this turn · %1 prepared</numerusform>
            <numerusform>At least %n dice this turn · %1 prepared</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose an empty cell to make it a RUIN (−%1).</source>
        <extracomment>Status line after ACCEPT MAGDAGDON; %1 is the penalty (15). Room: 61 characters.</extracomment>
        <translation>Choose an empty cell to make it a RUIN (−%1).</translation>
    </message>
    <message numerus="yes">
        <source>The board is full, with %n RUINS.</source>
        <extracomment>Status line when the game has ended with RUINs on the board (a MAGDAGDON each); %n how many. Room: 44 characters.</extracomment>
        <translation>
            <numerusform>The board is full, with %n&#xa0;RUIN.</numerusform>
            <numerusform>The board is full, with %n&#xa0;RUINS.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose the dice to throw again (%n chosen), then REROLL (−%1).</source>
        <extracomment>Status line after REROLL: choose the dice to throw again; %n dice chosen so far, %1 the points the use costs. Room: 82 characters.</extracomment>
        <translation>
            <numerusform>Choose the dice to throw again (%n chosen), then REROLL (−%1).</numerusform>
            <numerusform>Choose the dice to throw again (%n chosen), then REROLL (−%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 fits nowhere as it is; a %2 or a %3 would fit.</source>
        <extracomment>Status line: the selected die fits on no cell, but one less or one more would (R5.2, DECREASE −1 or INCREASE +1); %1 its value, %2 and %3 the values one lower and one higher. Room: 66 characters.</extracomment>
        <translation>The %1 fits nowhere as it is; a %2 or a %3 would fit.</translation>
    </message>
    <message numerus="yes">
        <source>Choose a lit cell for the %1. %n more to place.</source>
        <extracomment>Status line: a die is selected and cells are lit; %1 its value, %n dice still to place. Room: 61 characters.</extracomment>
        <translation>
            <numerusform>Choose a lit cell for the %1. %n&#xa0;more to place.</numerusform>
            <numerusform>Choose a lit cell for the %1. %n&#xa0;more to place.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a lit cell to place the %1 too, or press CONFIRM.</source>
        <extracomment>Status line: enough dice placed and one more selected; %1 its value. Room: 78 characters.</extracomment>
        <translation>Choose a lit cell to place the %1 too, or press CONFIRM.</translation>
    </message>
    <message numerus="yes">
        <source>Place %n more dice: choose a die, then a lit cell.</source>
        <extracomment>Status line: %n dice still to prepare this turn; choose a die first. Room: 68 characters.</extracomment>
        <translation>
            <numerusform>Place %n more die: choose a die, then a lit cell.</numerusform>
            <numerusform>Place %n more dice: choose a die, then a lit cell.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking about the best play…</source>
        <extracomment>HINT status while the strong player thinks (a second at most). Room: 41 characters.</extracomment>
        <translation>Thinking about the best play…</translation>
    </message>
    <message numerus="yes">
        <source>HINT: take your prepared dice back, then place %n dice as the numbered ghosts show.</source>
        <extracomment>HINT advice when the player&apos;s prepared dice are not where the HINT puts them: take them back, then follow the numbered ghost dice; %n is how many dice. Room: 114 characters.</extracomment>
        <translation>
            <numerusform>HINT: take your prepared dice back, then place %n die as the numbered ghost shows.</numerusform>
            <numerusform>HINT: take your prepared dice back, then place %n dice as the numbered ghosts show.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>HINT: place %n dice as the numbered ghosts show, in that order.</source>
        <extracomment>HINT advice: ghost dice numbered 1, 2, 3… show where the dice go; %n is how many dice. Room: 86 characters.</extracomment>
        <translation>
            <numerusform>HINT: place %n die where the numbered ghost shows.</numerusform>
            <numerusform>HINT: place %n dice as the numbered ghosts show, in that order.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%Ln points</source>
        <extracomment>HINT advice, the cost of the REROLL it advises; %Ln the points (a plural message). Room: 12 characters.</extracomment>
        <translation>
            <numerusform>−%Ln point</numerusform>
            <numerusform>−%Ln points</numerusform>
        </translation>
    </message>
    <message>
        <source>HINT: choose the cell marked × to make it the RUIN.</source>
        <extracomment>HINT advice once MAGDAGDON is accepted: the cell the HINT marked × is the one to choose (it becomes a RUIN). Room: 72 characters.</extracomment>
        <translation>HINT: choose the cell marked × to make it the RUIN.</translation>
    </message>
    <message>
        <source>HINT: press ACCEPT MAGDAGDON, then ruin the cell marked ×.</source>
        <extracomment>HINT advice in a MAGDAGDON: no power is worth it; accept and ruin the cell marked ×. Room: 84 characters.</extracomment>
        <translation>HINT: press ACCEPT MAGDAGDON, then ruin the cell marked ×.</translation>
    </message>
    <message>
        <source>&lt;%1</source>
        <extracomment>Risk line: a chance below the smallest one shown (&quot;&lt;0.1&quot;); %1 is 0.1 in the language&apos;s digits. Room: 4 characters.</extracomment>
        <translation>&lt;%1</translation>
    </message>
    <message>
        <source>Chance that this ROLL is a MAGDAGDON: %1%</source>
        <extracomment>Live indicator before ROLL: the chance that this roll is a MAGDAGDON (no way to place the dice the turn needs); %1 is the percentage already formatted (&quot;12.5&quot; or &quot;&lt;0.1&quot;). Room: 55 characters.</extracomment>
        <translation>Chance that this ROLL is a MAGDAGDON: %1%</translation>
    </message>
    <message>
        <source>With the dice placed so far, the next ROLL would be a MAGDAGDON with a chance of %1%</source>
        <extracomment>Live indicator while placing, before the turn has its minimum of dice (CONFIRM not yet possible): the chance that the next turn&apos;s roll is a MAGDAGDON on the board with the dice prepared so far; %1 is the percentage already formatted (&quot;12.5&quot; or &quot;&lt;0.1&quot;). Room: 115 characters.</extracomment>
        <translation>With the dice placed so far, the next ROLL would be a MAGDAGDON with a chance of %1%</translation>
    </message>
    <message>
        <source>If you confirm this board, the next ROLL is a MAGDAGDON with a chance of %1%</source>
        <extracomment>Live indicator while placing: the chance that the next turn&apos;s roll is a MAGDAGDON if the board is confirmed as it is now; %1 is the percentage already formatted (&quot;12.5&quot; or &quot;&lt;0.1&quot;). Room: 104 characters.</extracomment>
        <translation>If you confirm this board, the next ROLL is a MAGDAGDON with a chance of %1%</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The settings file cannot be used: nothing you do is saved.</source>
        <extracomment>Notice in the window: the settings file is a FIFO, a folder, unreadable... Room: 89 characters.</extracomment>
        <translation>The settings file cannot be used: nothing you do is saved.</translation>
    </message>
    <message>
        <source>The settings file is read-only: you can play, but nothing is saved.</source>
        <extracomment>Notice in the window: the settings file has no write permission (0444), which the game respects: the player plays on, and nothing is saved. Room: 95 characters.</extracomment>
        <translation>The settings file is read-only: you can play, but nothing is saved.</translation>
    </message>
    <message>
        <source>Your last record could not be saved.</source>
        <extracomment>Notice after a game: its high-score record reached neither the file nor the journal. Room: 51 characters.</extracomment>
        <translation>Your last record could not be saved.</translation>
    </message>
    <message>
        <source>Saving does not work at the moment; the game keeps trying.</source>
        <extracomment>Notice while writes fail (full disk, read-only, locked); they are retried. Room: 82 characters.</extracomment>
        <translation>Saving does not work at the moment; the game keeps trying.</translation>
    </message>
    <message>
        <source>The settings file was damaged: %1 could not be read back; all else was kept.</source>
        <extracomment>Notice at start: part of the settings file was damaged; %1 lists what could not be read back (e.g. &quot;2 high scores of PEACEFUL and the game in progress&quot;). Room: 104 characters.</extracomment>
        <translation>The settings file was damaged: %1 could not be read back; all else was kept.</translation>
    </message>
    <message>
        <source>The settings file was damaged; what could be read was kept.</source>
        <extracomment>Notice at start: part of the settings file was broken and has been set aside. Room: 83 characters.</extracomment>
        <translation>The settings file was damaged; what could be read was kept.</translation>
    </message>
    <message numerus="yes">
        <source>%n high score(s) of %1</source>
        <extracomment>Part of the damage notice: %n high-score records of one difficulty could not be read back; %1 is the difficulty&apos;s name (PEACEFUL, SURVIVAL...). Room: 27 characters.</extracomment>
        <translation>
            <numerusform>%n high score of %1</numerusform>
            <numerusform>%n high scores of %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the game in progress</source>
        <extracomment>Part of the damage notice: the saved game in progress could not be read back. Room: 28 characters.</extracomment>
        <translation>the game in progress</translation>
    </message>
    <message numerus="yes">
        <source>%n setting(s)</source>
        <extracomment>Part of the damage notice: %n settings (language, theme...) could not be read back (each is back to its default, or to its value of one save before). Room: 16 characters.</extracomment>
        <translation>
            <numerusform>%n setting</numerusform>
            <numerusform>%n settings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TutorialCard</name>
    <message>
        <source>New to MAGDAGDON?</source>
        <extracomment>First-start card title, offering the guided first game. Room: 34 characters.</extracomment>
        <translation>New to MAGDAGDON?</translation>
    </message>
    <message>
        <source>Rather learn by playing?</source>
        <extracomment>Rules screen, title of the card that starts the guided game. Room: 40 characters.</extracomment>
        <translation>Rather learn by playing?</translation>
    </message>
    <message>
        <source>A short guided game shows every rule on the board, one step at a time. It is never recorded in the high scores.</source>
        <extracomment>Card offering the guided game (first start and Rules screen). Room: 156 characters.</extracomment>
        <translation>A short guided game shows every rule on the board, one step at a time. It is never recorded in the high scores.</translation>
    </message>
    <message>
        <source>Or just press ROLL to play right away.</source>
        <extracomment>First-start card: pressing ROLL (the button name) plays at once and declines the guided game. Room: 58 characters.</extracomment>
        <translation>Or just press ROLL to play right away.</translation>
    </message>
    <message>
        <source>LEARN TO PLAY</source>
        <extracomment>Button: start (or resume) the guided game. Room: 19 characters.</extracomment>
        <translation>LEARN TO PLAY</translation>
    </message>
    <message>
        <source>NO THANKS</source>
        <extracomment>First-start card button: do not play the guided game (it stays on the Rules screen). Room: 13 characters.</extracomment>
        <translation>NO THANKS</translation>
    </message>
</context>
<context>
    <name>TutorialOverlay</name>
    <message>
        <source>Where a die may go</source>
        <extracomment>Guided game, title of step 2. Room: 26 characters.</extracomment>
        <translation>Where a die may go</translation>
    </message>
    <message>
        <source>Order matters</source>
        <extracomment>Guided game, title of step 3. Room: 21 characters.</extracomment>
        <translation>Order matters</translation>
    </message>
    <message>
        <source>CONFIRM</source>
        <extracomment>Guided game, title of step 4. CONFIRM is the button name. Room: 10 characters.</extracomment>
        <translation>CONFIRM</translation>
    </message>
    <message>
        <source>Line bonuses</source>
        <extracomment>Guided game, title of step 6. Room: 20 characters.</extracomment>
        <translation>Line bonuses</translation>
    </message>
    <message>
        <source>MAGDAGDON and RUINS</source>
        <extracomment>Guided game, title of step 8. RUINS as in the glossary. Room: 27 characters.</extracomment>
        <translation>MAGDAGDON and RUINS</translation>
    </message>
    <message>
        <source>The first die may go on any cell: put it on the marked one.</source>
        <extracomment>Guided game, kiosk&apos;s short version (R4.2). Room: 83 characters.</extracomment>
        <translation>The first die may go on any cell: put it on the marked one.</translation>
    </message>
    <message>
        <source>No cell lights up: a die must touch a number and differ from it by at most 1. Then NEXT.</source>
        <extracomment>Guided game, kiosk&apos;s short version (R4.3). NEXT is the tutorial&apos;s button. Room: 124 characters.</extracomment>
        <translation>No cell lights up: a die must touch a number and differ from it by at most 1. Then NEXT.</translation>
    </message>
    <message>
        <source>Press CONFIRM: the dice stay, the unused 6 is discarded.</source>
        <extracomment>Guided game, kiosk&apos;s short version (R3.3). CONFIRM is the button name. Room: 79 characters.</extracomment>
        <translation>Press CONFIRM: the dice stay, the unused 6 is discarded.</translation>
    </message>
    <message>
        <source>Take back the upper 1: the lower one leans on it and comes back too.</source>
        <extracomment>Guided game, kiosk&apos;s short version (R3.4). Room: 96 characters.</extracomment>
        <translation>Take back the upper 1: the lower one leans on it and comes back too.</translation>
    </message>
    <message>
        <source>Pick the 2.</source>
        <extracomment>Guided game text. Room: 18 characters.</extracomment>
        <translation>Pick the 2.</translation>
    </message>
    <message>
        <source>Now pick the 4.</source>
        <extracomment>Guided game text. Room: 29 characters.</extracomment>
        <translation>Now pick the 4.</translation>
    </message>
    <message>
        <source>No cell lights up: a die must touch a number and differ by at most 1 from every number it touches, so a cell next to a 3 and a 4 takes only a 3 or a 4. Try an empty cell to see why it does not light up, then NEXT.</source>
        <extracomment>Guided game text (R4.3), with the rule sheets&apos; example. NEXT is the tutorial&apos;s button. Room: 299 characters.</extracomment>
        <translation>No cell lights up: a die must touch a number and differ by at most 1 from every number it touches, so a cell next to a 3 and a 4 takes only a 3 or a 4. Try an empty cell to see why it does not light up, then NEXT.</translation>
    </message>
    <message>
        <source>The order of your dice matters. Pick the 3.</source>
        <extracomment>Guided game text (R4.4). Room: 61 characters.</extracomment>
        <translation>The order of your dice matters. Pick the 3.</translation>
    </message>
    <message>
        <source>A prepared die counts at once: pick the 4 again.</source>
        <extracomment>Guided game text (R4.4): a prepared die counts at once. Room: 68 characters.</extracomment>
        <translation>A prepared die counts at once: pick the 4 again.</translation>
    </message>
    <message>
        <source>Pick a 1.</source>
        <extracomment>Guided game text. Room: 18 characters.</extracomment>
        <translation>Pick a 1.</translation>
    </message>
    <message>
        <source>Pick the other 1.</source>
        <extracomment>Guided game text. Room: 24 characters.</extracomment>
        <translation>Pick the other 1.</translation>
    </message>
    <message>
        <source>Until CONFIRM, choosing a prepared die takes it back. Take back the upper 1: the lower one leans on it, so it comes back too.</source>
        <extracomment>Guided game text (R3.4). CONFIRM is the button name. Room: 175 characters.</extracomment>
        <translation>Until CONFIRM, choosing a prepared die takes it back. Take back the upper 1: the lower one leans on it, so it comes back too.</translation>
    </message>
    <message>
        <source>Now complete the top row: pick a 1.</source>
        <extracomment>Guided game text. Room: 58 characters.</extracomment>
        <translation>Now complete the top row: pick a 1.</translation>
    </message>
    <message>
        <source>A turn needs 2 dice: pick the other 1.</source>
        <extracomment>Guided game text. Room: 54 characters.</extracomment>
        <translation>A turn needs 2 dice: pick the other 1.</translation>
    </message>
    <message>
        <source>Four 6s, and no cell takes a 6: this roll is a MAGDAGDON. A Majda Power can rescue it: pick a 6.</source>
        <extracomment>Guided game text (R6.1, R6.2). MAGDAGDON stays as is; Majda Power too. Room: 135 characters.</extracomment>
        <translation>Four 6s, and no cell takes a 6: this roll is a MAGDAGDON. A Majda Power can rescue it: pick a 6.</translation>
    </message>
    <message>
        <source>Press DECREASE −1 to make the 6 a 5. Nothing is spent yet: a Majda Power always asks twice.</source>
        <extracomment>Guided game text (R5.2). DECREASE −1 as in the glossary. Room: 139 characters.</extracomment>
        <translation>Press DECREASE −1 to make the 6 a 5. Nothing is spent yet: a Majda Power always asks twice.</translation>
    </message>
    <message>
        <source>Press CHANGE TO 5 to spend it. In PEACEFUL your three powers cost 10, 20 and then 40 points.</source>
        <extracomment>Guided game text (R5.2, R5.5). CHANGE TO 5 is the power button&apos;s text after one press (as in the power bar); PEACEFUL as in the glossary. Room: 139 characters.</extracomment>
        <translation>Press CHANGE TO 5 to spend it. In PEACEFUL your three powers cost 10, 20 and then 40 points.</translation>
    </message>
    <message>
        <source>Pick a 6: it fits next to the 5 now.</source>
        <extracomment>Guided game text. Room: 51 characters.</extracomment>
        <translation>Pick a 6: it fits next to the 5 now.</translation>
    </message>
    <message>
        <source>Now choose the marked cell: it becomes a RUIN for the rest of the game and costs 15 points. The dice are discarded.</source>
        <extracomment>Guided game text (R6.3, R6.5). RUIN as in the glossary. Room: 161 characters.</extracomment>
        <translation>Now choose the marked cell: it becomes a RUIN for the rest of the game and costs 15 points. The dice are discarded.</translation>
    </message>
    <message>
        <source>Not yet: choose the highlighted one.</source>
        <extracomment>Guided game, any other refused choice of cell. Room: 51 characters.</extracomment>
        <translation>Not yet: choose the highlighted one.</translation>
    </message>
    <message>
        <source>A row or a column scores the sum of its numbers, and this STRAIGHT adds 60.</source>
        <extracomment>Guided game, kiosk&apos;s short version (R7.1, R7.2). STRAIGHT as in the glossary. Room: 105 characters.</extracomment>
        <translation>A row or a column scores the sum of its numbers, and this STRAIGHT adds 60.</translation>
    </message>
    <message numerus="yes">
        <source>Your score: %1 points. The game ends when the board is full. Press PLAY for a real game!</source>
        <extracomment>Guided game, kiosk&apos;s short version, the last text; %1 the score (−15 with a true minus). PLAY is the button below it. A plural message: the form follows the size of the number. Room: 121 characters.</extracomment>
        <translation>
            <numerusform>Your score: %1 point. The game ends when the board is full. Press PLAY for a real game!</numerusform>
            <numerusform>Your score: %1 points. The game ends when the board is full. Press PLAY for a real game!</numerusform>
        </translation>
    </message>
    <message>
        <source>Welcome! Press ROLL to throw the four dice.</source>
        <extracomment>Guided game text. ROLL is the button name. Room: 61 characters.</extracomment>
        <translation>Welcome! Press ROLL to throw the four dice.</translation>
    </message>
    <message>
        <source>The lit cells show where the picked die may go, and the first die of the game may go anywhere. Put it on the marked cell.</source>
        <extracomment>Guided game text (R4.2). Room: 170 characters.</extracomment>
        <translation>The lit cells show where the picked die may go, and the first die of the game may go anywhere. Put it on the marked cell.</translation>
    </message>
    <message>
        <source>Rolling and placing a die</source>
        <extracomment>Guided game, title of step 1 (of 9): press ROLL, pick a die, place it. Room: 35 characters.</extracomment>
        <translation>Rolling and placing a die</translation>
    </message>
    <message>
        <source>A new turn: taking dice back</source>
        <extracomment>Guided game, title of step 5: ROLL a new turn, place two dice, take them back. Room: 40 characters.</extracomment>
        <translation>A new turn: taking dice back</translation>
    </message>
    <message>
        <source>A Majda Power rescues a roll</source>
        <extracomment>Guided game, title of step 7: a ROLL that no die fits, rescued by changing a die. Majda Power stays as is in every language. Room: 40 characters.</extracomment>
        <translation>A Majda Power rescues a roll</translation>
    </message>
    <message>
        <source>Your score</source>
        <extracomment>Guided game, title of step 9 in the kiosk&apos;s short version (the score only). Room: 14 characters.</extracomment>
        <translation>Your score</translation>
    </message>
    <message>
        <source>Your score and the difficulties</source>
        <extracomment>Guided game, title of step 9: the final score, then what each difficulty changes. Room: 44 characters.</extracomment>
        <translation>Your score and the difficulties</translation>
    </message>
    <message>
        <source>Put the 3 beside the 2.</source>
        <extracomment>Guided game text. Room: 33 characters.</extracomment>
        <translation>Put the 3 beside the 2.</translation>
    </message>
    <message>
        <source>Now the 4 fits beside the 3. Put it there.</source>
        <extracomment>Guided game text (R4.4). Room: 59 characters.</extracomment>
        <translation>Now the 4 fits beside the 3. Put it there.</translation>
    </message>
    <message>
        <source>In PEACEFUL you place at least 2 dice per turn. Press CONFIRM: the prepared dice become permanent, and the unused 6 is discarded.</source>
        <extracomment>Guided game text (R3.3). PEACEFUL and CONFIRM as in the glossary. Room: 181 characters.</extracomment>
        <translation>In PEACEFUL you place at least 2 dice per turn. Press CONFIRM: the prepared dice become permanent, and the unused 6 is discarded.</translation>
    </message>
    <message>
        <source>A new turn: press ROLL.</source>
        <extracomment>Guided game text. ROLL is the button name. Room: 37 characters.</extracomment>
        <translation>A new turn: press ROLL.</translation>
    </message>
    <message>
        <source>Put it below the 2.</source>
        <extracomment>Guided game text. Room: 27 characters.</extracomment>
        <translation>Put it below the 2.</translation>
    </message>
    <message>
        <source>Put it below the first 1: it joins the field only through that 1.</source>
        <extracomment>Guided game text. Room: 91 characters.</extracomment>
        <translation>Put it below the first 1: it joins the field only through that 1.</translation>
    </message>
    <message>
        <source>Put it in the corner: 1-2-3-4 along a row is a STRAIGHT.</source>
        <extracomment>Guided game text (R7.2). STRAIGHT as in the glossary. Room: 79 characters.</extracomment>
        <translation>Put it in the corner: 1-2-3-4 along a row is a STRAIGHT.</translation>
    </message>
    <message>
        <source>Put it below the first one.</source>
        <extracomment>Guided game text. Room: 38 characters.</extracomment>
        <translation>Put it below the first one.</translation>
    </message>
    <message>
        <source>Press CONFIRM to fill the top row for good.</source>
        <extracomment>Guided game text. CONFIRM is the button name. Room: 64 characters.</extracomment>
        <translation>Press CONFIRM to fill the top row for good.</translation>
    </message>
    <message>
        <source>Every row and every column scores the sum of its numbers. The full top row scores 10, plus 60 for its STRAIGHT (a FOUR OF A KIND earns 40, TWO PAIRS 20).</source>
        <extracomment>Guided game text (R7.1, R7.2). Combination names as in the glossary. Room: 215 characters.</extracomment>
        <translation>Every row and every column scores the sum of its numbers. The full top row scores 10, plus 60 for its STRAIGHT (a FOUR OF A KIND earns 40, TWO PAIRS 20).</translation>
    </message>
    <message>
        <source>Press ROLL.</source>
        <extracomment>Guided game text. ROLL is the button name. Room: 19 characters.</extracomment>
        <translation>Press ROLL.</translation>
    </message>
    <message>
        <source>Rescued! Put the 5 below the 4.</source>
        <extracomment>Guided game text. Room: 44 characters.</extracomment>
        <translation>Rescued! Put the 5 below the 4.</translation>
    </message>
    <message>
        <source>Put it below the 5.</source>
        <extracomment>Guided game text. Room: 27 characters.</extracomment>
        <translation>Put it below the 5.</translation>
    </message>
    <message>
        <source>Press CONFIRM: the two 6s left over are discarded.</source>
        <extracomment>Guided game text. CONFIRM is the button name. Room: 70 characters.</extracomment>
        <translation>Press CONFIRM: the two 6s left over are discarded.</translation>
    </message>
    <message>
        <source>One more turn: press ROLL.</source>
        <extracomment>Guided game text. ROLL is the button name. Room: 37 characters.</extracomment>
        <translation>One more turn: press ROLL.</translation>
    </message>
    <message>
        <source>Four 3s, and no cell takes a 3: MAGDAGDON again. A power could rescue it, but this time press ACCEPT MAGDAGDON.</source>
        <extracomment>Guided game text (R6.2). ACCEPT MAGDAGDON is the button&apos;s text. Room: 156 characters.</extracomment>
        <translation>Four 3s, and no cell takes a 3: MAGDAGDON again. A power could rescue it, but this time press ACCEPT MAGDAGDON.</translation>
    </message>
    <message numerus="yes">
        <source>Your score: %1 for the rows and columns, +%2 in bonuses, −%3 for the RUIN and −%4 for the power: %5 points. The game ends when every cell holds a number or a RUIN.</source>
        <extracomment>Guided game text (R7.4); %1 rows and columns, %2 bonuses, %3 ruin penalty, %4 power penalty, %5 the total (−15 with a true minus). A plural message: the form follows the size of the total. Room: 215 characters.</extracomment>
        <translation>
            <numerusform>Your score: %1 for the rows and columns, +%2 in bonuses, −%3 for the RUIN and −%4 for the power: %5 point. The game ends when every cell holds a number or a RUIN.</numerusform>
            <numerusform>Your score: %1 for the rows and columns, +%2 in bonuses, −%3 for the RUIN and −%4 for the power: %5 points. The game ends when every cell holds a number or a RUIN.</numerusform>
        </translation>
    </message>
    <message>
        <source>PEACEFUL gives you 3 powers and needs 2 dice per turn, SURVIVAL 1 power (−70 points), NIGHTMARE no power and 3 dice per turn. You are ready: have fun!</source>
        <extracomment>Guided game text, the last one (R2). Difficulty names stay in English. Room: 210 characters.</extracomment>
        <translation>PEACEFUL gives you 3 powers and needs 2 dice per turn, SURVIVAL 1 power (−70 points), NIGHTMARE no power and 3 dice per turn. You are ready: have fun!</translation>
    </message>
    <message>
        <source>That cell is taken already.</source>
        <extracomment>Guided game, a refused choice of cell (R4.1). Room: 38 characters.</extracomment>
        <translation>That cell is taken already.</translation>
    </message>
    <message>
        <source>That cell does not light up: it touches no number.</source>
        <extracomment>Guided game, a refused choice of cell (R4.3). Room: 70 characters.</extracomment>
        <translation>That cell does not light up: it touches no number.</translation>
    </message>
    <message>
        <source>That cell does not light up: it touches a %1, and a %2 may only touch numbers at most 1 away.</source>
        <extracomment>Guided game, a refused choice of cell (R4.3); %1 the neighbouring number, %2 the picked die. Room: 125 characters.</extracomment>
        <translation>That cell does not light up: it touches a %1, and a %2 may only touch numbers at most 1 away.</translation>
    </message>
    <message>
        <source>Pick a die first, then one of its lit cells.</source>
        <extracomment>Guided game, a refused choice of cell: a cell chosen with no die picked up. Room: 63 characters.</extracomment>
        <translation>Pick a die first, then one of its lit cells.</translation>
    </message>
    <message>
        <source>That cell is allowed too, but this lesson uses the marked one.</source>
        <extracomment>Guided game, a refused choice of cell: an allowed cell that is not the lesson’s. Room: 87 characters.</extracomment>
        <translation>That cell is allowed too, but this lesson uses the marked one.</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <extracomment>Guided game card: %1 the step number, %2 the number of steps (9), %3 the step&apos;s title. Room: 17 characters.</extracomment>
        <translation>Step %1 of %2 · %3</translation>
    </message>
    <message>
        <source>SKIP</source>
        <extracomment>Guided game button: leave it now (it resumes at this step later). Room: 10 characters.</extracomment>
        <translation>SKIP</translation>
    </message>
    <message>
        <source>PLAY</source>
        <extracomment>Guided game button on its last step: end it and play. Room: 7 characters.</extracomment>
        <translation>PLAY</translation>
    </message>
    <message>
        <source>NEXT</source>
        <extracomment>Guided game button: go on to the next explanation. Room: 7 characters.</extracomment>
        <translation>NEXT</translation>
    </message>
</context>
<context>
    <name>VolumeRow</name>
    <message>
        <source>%1%</source>
        <extracomment>A volume slider&apos;s value; %1 is the percentage, e.g. 70. Room: 2 characters.</extracomment>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Watch a game — then try to beat it</source>
        <extracomment>Welcome screen, above the game the computer plays by itself (attract mode). Room: 49 characters.</extracomment>
        <translation>Watch a game — then try to beat it</translation>
    </message>
    <message>
        <source>Roll four dice. Grow one field of numbers.</source>
        <extracomment>Welcome screen, under the title: what the game is, in a few words. Room: 62 characters.</extracomment>
        <translation>Roll four dice. Grow one field of numbers.</translation>
    </message>
    <message>
        <source>Tap to play</source>
        <extracomment>The welcome screen&apos;s big call to action on the kiosk. Room: 19 characters.</extracomment>
        <translation>Tap to play</translation>
    </message>
    <message>
        <source>HOW TO PLAY</source>
        <extracomment>Kiosk welcome screen button: a short guided game that teaches the rules by playing. Room: 16 characters.</extracomment>
        <translation>HOW TO PLAY</translation>
    </message>
    <message>
        <source>Today&apos;s best · %1</source>
        <extracomment>Welcome screen heading; %1 is the difficulty (PEACEFUL, SURVIVAL, NIGHTMARE). Room: 27 characters.</extracomment>
        <translation>Today&apos;s best · %1</translation>
    </message>
    <message>
        <source>No games yet today. Be the first!</source>
        <extracomment>Welcome screen, when nobody has finished a game today. Room: 66 characters.</extracomment>
        <translation>No games yet today. Be the first!</translation>
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
        <translation>%1 and %2</translation>
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
